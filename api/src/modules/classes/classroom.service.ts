import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import {
  answerSchemaFor,
  checkAnswer,
  isAnsweredType,
  isCheckable,
  isShownToStudent,
  type Exercise,
  type ImplementedType,
} from '@school/exercises';
import type { AnswersMap, ClassAccessType, ClassComment, CommentInput, CommentList, StoredAnswer } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError, fieldError, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { schoolScope } from '../../lib/school-scope.js';
import { exerciseFromRow } from '../exercises/index.js';
import { exerciseNotFound } from '../structure/index.js';
import {
  appendEvent,
  deleteAnswers,
  exerciseIdsOfLesson,
  findAnswer,
  findAnswerTarget,
  findExerciseInSchool,
  findPeople,
  insertComment,
  isClassMember,
  isHomeworkExercise,
  isOwnRecording,
  lastEventId,
  listAnswers,
  listComments,
  listHidden,
  saveAnswer,
  toggleHidden,
  type StoredAnswerRow,
} from './classes.repository.js';
import { classFor, classNotFound, currentLessonOf, teacherOnly } from './classes.service.js';
import type { ClassCommentRow } from './classes.table.js';
import type { ExerciseRow } from '../exercises/index.js';
import { createAnswerSaveQueue } from './answer-save-queue.js';

const presentAnswer = (row: StoredAnswerRow): StoredAnswer => ({
  answer: row.answer,
  revision: row.revision,
  score: row.score,
  savedAt: row.savedAt.toISOString(),
});

const MESSAGE_KEY = /^[a-z]+\.[A-Za-z]+$/;

/** 400 with field errors (catalogue keys where the schema has them) for an answer of the wrong shape. */
function parseAnswer(type: ImplementedType, body: unknown): Record<string, unknown> {
  if (!isAnsweredType(type)) throw new AppError(400, 'classroom.notAnswered');
  const parsed = z.safeParse(answerSchemaFor(type) as z.ZodMiniType, body);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const key = MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalidInput';
    const list = (fieldErrors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  throw new AppError(400, 'exercise.answerInvalid', fieldErrors);
}

/** The key of a `/tenant/files/{key}` address (or a bare key). */
const fileKeyOf = (address: string): string | null => /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(address)?.[1] ?? null;

/** What the answer route knows of the caller before any database work: the verified token's claims. */
export interface TokenCaller {
  userId: string;
  schoolId: string;
  passwordVersion: number;
  tokenHash: string;
}

/** How many exercises the answer path keeps parsed (a few lessons of every class running now). */
const EXERCISE_CACHE_SIZE = 2000;

/** The classroom's runtime (CLASSROOM.md "Answers and scores", "Visibility and comments"). */
export function createClassroomService(app: FastifyInstance, options: { clock?: Clock } = {}) {
  const inSchool = schoolScope(app.db);
  const clock = options.clock ?? systemClock;
  const saveQueue = createAnswerSaveQueue(app.db);
  /**
   * Exercises the answer path has seen, by id: their content is what scoring needs, and the fast
   * save stores an answer only if the exercise's `updated_at` is still this one, so an exercise
   * edited since is never scored by its old key (the full path then reads it again).
   */
  const exerciseCache = new Map<string, { row: ExerciseRow; exercise: Exercise }>();
  const remember = (row: ExerciseRow, exercise: Exercise) => {
    exerciseCache.delete(row.id);
    exerciseCache.set(row.id, { row, exercise });
    if (exerciseCache.size > EXERCISE_CACHE_SIZE) {
      const oldest = exerciseCache.keys().next().value;
      if (oldest !== undefined) exerciseCache.delete(oldest);
    }
  };

  /** Teaching actions (reset, visibility, clearing a student's answer): the class's teacher only. */
  const requireTeacher = (access: ClassAccessType) => {
    if (access !== 'teacher') throw teacherOnly();
  };

  /** An exercise of the school, as the caller may know it: a student never learns of a hidden one. */
  async function exerciseFor(tx: Database, schoolId: string, classId: string, access: ClassAccessType, exerciseId: string): Promise<{ exercise: Exercise; lessonId: string }> {
    const found = await findExerciseInSchool(tx, schoolId, exerciseId);
    if (!found) throw exerciseNotFound();
    const exercise = exerciseFromRow(found.exercise);
    if (access === 'student') {
      const hidden = await listHidden(tx, schoolId, classId);
      if (!isShownToStudent(exercise)) throw exerciseNotFound();
      if (hidden.includes(exerciseId) && !(await isHomeworkExercise(tx, schoolId, classId, exerciseId))) throw exerciseNotFound();
    }
    return { exercise, lessonId: found.lessonId };
  }

  function presentComment(row: ClassCommentRow, people: Map<string, { id: string; firstName: string; lastName: string }>): ClassComment {
    const author = row.authorId ? people.get(row.authorId) : undefined;
    return {
      id: row.id,
      exerciseId: row.exerciseId,
      message: row.message,
      author: author ? { id: author.id, firstName: author.firstName, lastName: author.lastName } : null,
      recipientId: row.recipientId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * Where a live stream of the class starts for the caller: their place in the class (404 if
     * none) and the event number after which they receive events, `Last-Event-ID` when it is a
     * number the class has reached, else the class's last (a first connection replays nothing).
     */
    openStream: (auth: AuthContext, classId: string, lastEventIdHeader: string | undefined): Promise<{ access: ClassAccessType; after: number }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        const last = await lastEventId(tx, classId);
        const asked = lastEventIdHeader !== undefined && /^\d{1,15}$/.test(lastEventIdHeader.trim()) ? Number(lastEventIdHeader.trim()) : null;
        return { access, after: asked !== null && asked <= last ? asked : last };
      }),

    /**
     * Stores a student's answer if `revision` is higher than the stored one (one upsert with the
     * condition in SQL), scored by the server; either way answers what is stored. Only a student
     * of the class, only an exercise open in the class (its current lesson, or granted) that is not
     * hidden, or one in a homework of the class (which counts as work on it: status 0 → 1, homework.repository.ts).
     */
    async saveAnswer(auth: AuthContext, classId: string, exerciseId: string, revision: number, body: unknown): Promise<StoredAnswer> {
      if (auth.user.role !== 'member') throw new AppError(403, 'classroom.staffNoAnswer');
      return inSchool(auth, async (tx, schoolId) => {
        const target = await findAnswerTarget(tx, schoolId, classId, auth.user.id, exerciseId);
        if (!target || !target.isMember) throw classNotFound();
        // A homework exercise is answered whether or not it is hidden in the live lesson: giving it
        // as homework shows it (docs/decisions/homework-api.md).
        if (!target.exercise || (target.hidden && !target.inHomework)) throw exerciseNotFound();
        const exercise = exerciseFromRow(target.exercise);
        remember(target.exercise, exercise);
        if (!isShownToStudent(exercise)) throw exerciseNotFound();
        // Not answerable and not hidden: outside the current lesson and every homework.
        if (!target.answerable) throw new AppError(400, 'classroom.exerciseNotInLesson');
        const answer = parseAnswer(exercise.type, body);
        if (exercise.type === 'voice_recording') {
          const key = typeof answer.audio === 'string' ? fileKeyOf(answer.audio) : null;
          if (!key || !(await isOwnRecording(tx, schoolId, auth.user.id, key))) throw fieldError(400, 'audio', 'structure.recordingUnknown');
        }
        const score = isCheckable(exercise) ? checkAnswer(exercise, answer as never) : null;
        const saved = await saveAnswer(tx, { schoolId, classId, studentId: auth.user.id, exerciseId, answer, revision, score, savedAt: clock() });
        if (saved) return presentAnswer(saved.row);
        // A newer revision was there first: it stays, and is what the client learns.
        const stored = await findAnswer(tx, schoolId, classId, auth.user.id, exerciseId);
        if (!stored) throw new Error('an answer that won the revision check is gone');
        return presentAnswer(stored);
      });
    },

    /**
     * The hot path of an answer save: one round trip when the exercise is known here and the
     * answer fits it, with every rule of `saveAnswer` checked by the statement itself. Null when
     * anything is off (unknown or edited exercise, a broken answer, a check that failed): the
     * route then takes the full path, which says what is wrong.
     */
    async saveAnswerFast(caller: TokenCaller, classId: string, exerciseId: string, revision: number, body: unknown): Promise<StoredAnswer | null> {
      const cached = exerciseCache.get(exerciseId);
      if (!cached || cached.row.schoolId !== caller.schoolId) return null;
      const { row, exercise } = cached;
      if (!isShownToStudent(exercise) || !isAnsweredType(exercise.type) || exercise.type === 'voice_recording') return null;
      let answer: Record<string, unknown>;
      try {
        answer = parseAnswer(exercise.type, body);
      } catch {
        return null;
      }
      const score = isCheckable(exercise) ? checkAnswer(exercise, answer as never) : null;
      const saved = await saveQueue.save({
        schoolId: caller.schoolId,
        classId,
        studentId: caller.userId,
        exerciseId,
        answer,
        revision,
        score,
        savedAt: clock(),
        passwordVersion: caller.passwordVersion,
        tokenHash: caller.tokenHash,
        exerciseUpdatedAt: row.updatedAt,
      });
      return saved ? presentAnswer(saved.row) : null;
    },

    /** Every answer of the class by student and exercise; a student gets only their own entry. */
    answers: (auth: AuthContext, classId: string): Promise<AnswersMap> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        const own = access === 'student';
        const rows = await listAnswers(tx, schoolId, classId, own ? auth.user.id : undefined);
        const map: AnswersMap = own ? { [auth.user.id]: {} } : {};
        for (const row of rows) (map[row.studentId] ??= {})[row.exerciseId] = presentAnswer(row);
        return map;
      }),

    /** One answer: a student's own; staff name the student. Null when there is none. */
    answer: (auth: AuthContext, classId: string, exerciseId: string, studentId: string | undefined): Promise<StoredAnswer | null> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        const whose = access === 'student' ? auth.user.id : studentId;
        if (access === 'student' && studentId && studentId !== auth.user.id) throw forbidden();
        if (!whose) throw fieldError(400, 'studentId', 'classroom.studentRequired');
        await exerciseFor(tx, schoolId, classId, access, exerciseId);
        const row = await findAnswer(tx, schoolId, classId, whose, exerciseId);
        return row ? presentAnswer(row) : null;
      }),

    /** A student clears their own answer; the teacher one student's (`studentId`). */
    deleteAnswer: (auth: AuthContext, classId: string, exerciseId: string, studentId: string | undefined): Promise<void> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        let whose: string;
        if (access === 'student') {
          if (studentId && studentId !== auth.user.id) throw forbidden();
          whose = auth.user.id;
        } else {
          requireTeacher(access);
          if (!studentId) throw fieldError(400, 'studentId', 'classroom.studentRequired');
          whose = studentId;
        }
        await exerciseFor(tx, schoolId, classId, access, exerciseId);
        if ((await deleteAnswers(tx, schoolId, classId, { studentId: whose, exerciseIds: [exerciseId] })) > 0) {
          await appendEvent(tx, schoolId, classId, 'reset', { exerciseId, studentId: whose, lessonId: null }, [whose]);
        }
      }),

    /** The teacher removes every student's answer to one exercise. */
    resetExercise: (auth: AuthContext, classId: string, exerciseId: string): Promise<void> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        requireTeacher(access);
        await exerciseFor(tx, schoolId, classId, access, exerciseId);
        await deleteAnswers(tx, schoolId, classId, { exerciseIds: [exerciseId] });
        await appendEvent(tx, schoolId, classId, 'reset', { exerciseId, studentId: null, lessonId: null });
      }),

    /** The teacher removes every answer to the exercises of the class's current lesson. */
    resetLesson: (auth: AuthContext, classId: string): Promise<void> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        requireTeacher(access);
        const current = await currentLessonOf(tx, schoolId, classId);
        if (!current) throw new AppError(400, 'classroom.noLesson');
        await deleteAnswers(tx, schoolId, classId, { exerciseIds: await exerciseIdsOfLesson(tx, schoolId, current.lessonId) });
        await appendEvent(tx, schoolId, classId, 'reset', { exerciseId: null, studentId: null, lessonId: current.lessonId });
      }),

    /** Hides a shown exercise or shows a hidden one (the class's teacher). */
    toggleVisibility: (auth: AuthContext, classId: string, exerciseId: string): Promise<{ isHidden: boolean }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        requireTeacher(access);
        await exerciseFor(tx, schoolId, classId, access, exerciseId);
        const isHidden = await toggleHidden(tx, schoolId, classId, exerciseId);
        await appendEvent(tx, schoolId, classId, 'visibility', { exerciseId, isHidden });
        return { isHidden };
      }),

    /** The hidden exercises: staff of the class (students never learn which are hidden). */
    hidden: (auth: AuthContext, classId: string): Promise<{ hiddenExerciseIds: string[] }> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        if (access === 'student') throw forbidden();
        return { hiddenExerciseIds: await listHidden(tx, schoolId, classId) };
      }),

    /** An exercise's comments: staff all of them, a student those to them, to everyone, or by them. */
    comments: (auth: AuthContext, classId: string, exerciseId: string): Promise<CommentList> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        await exerciseFor(tx, schoolId, classId, access, exerciseId);
        const rows = await listComments(tx, schoolId, classId, exerciseId, access === 'student' ? auth.user.id : undefined);
        const people = await findPeople(
          tx,
          schoolId,
          rows.map((row) => row.authorId).filter((id): id is string => !!id),
        );
        return { comments: rows.map((row) => presentComment(row, people)), canComment: access !== 'admin', isTeacher: access === 'teacher' };
      }),

    /** The teacher or a student of the class comments, to a student of the class or to everyone (null). */
    comment: (auth: AuthContext, classId: string, exerciseId: string, input: Required<CommentInput>): Promise<ClassComment> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        if (access === 'admin') throw teacherOnly();
        await exerciseFor(tx, schoolId, classId, access, exerciseId);
        const recipientId = input.recipientId ?? null;
        if (recipientId && !(await isClassMember(tx, schoolId, classId, recipientId))) throw fieldError(400, 'recipientId', 'classroom.recipientNotInClass');
        const row = await insertComment(tx, { schoolId, classId, exerciseId, authorId: auth.user.id, recipientId, message: input.message });
        const audience = recipientId === null ? null : [...new Set([recipientId, ...(access === 'student' ? [auth.user.id] : [])])];
        await appendEvent(tx, schoolId, classId, 'comment', { exerciseId, commentId: row.id, recipientId, authorId: auth.user.id }, audience);
        return presentComment(row, await findPeople(tx, schoolId, [auth.user.id]));
      }),
  };
}
