import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { answerSchemaFor, checkAnswer, contentOf, exerciseInputSchema, isCheckable, type CheckableExercise, type Exercise, type ExerciseInput, type Score, type StudentExercise } from '@school/exercises';
import { prepareContent } from '@school/exercises/server';
import type { ExerciseCopyInput, ExerciseMoveInput, Language, ReorderInput } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { adoptFiles, findFile, forgetOwnedFiles } from '../files/index.js';
import { createFilesService } from '../files/index.js';
import { checkCourseReadable, exerciseAt, lessonSectionReachOf, exerciseNotFound, lessonSectionAt, lessonSectionById, touchCourse, type ExercisePath, type LessonSectionPath } from '../structure/index.js';
import { copyExercise, copyName, withCopiedFiles } from '../structure/index.js';
import { fileKeysOf, forgetContentFiles } from '../structure/index.js';
import { placeAt, renumber, reorderedSiblings } from '../structure/index.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { deleteExercise, insertCheckAttempt, insertExercise, listExercises, updateExercise } from './exercises.repository.js';
import { exerciseFromRow, presentExercise, presentExercises, readableBy } from './exercises.present.js';
import { exercises } from './exercises.table.js';
import { schoolScope } from '../../lib/school-scope.js';

type Presented = Exercise | StudentExercise;

interface FileRule {
  /** The stored file's type must start with this (types are read from the bytes at upload). */
  contentType: string;
  /** No such file in the school. */
  unknown: string;
  /** A file of the school, of another kind. */
  wrongType: string;
}

/**
 * Content fields that name an uploaded file, with the kind of file they need: `image` (pictures of
 * label_the_pictures, image, image_set), `gif` (GIF only), `audio` (wordlist sounds), `file` (pdf).
 */
const FILE_FIELDS: Readonly<Record<string, FileRule>> = {
  image: { contentType: 'image/', unknown: 'structure.imageUnknown', wrongType: 'validation.imageOnly' },
  gif: { contentType: 'image/gif', unknown: 'structure.imageUnknown', wrongType: 'validation.gifOnly' },
  audio: { contentType: 'audio/', unknown: 'structure.audioUnknown', wrongType: 'validation.audioOnly' },
  // The audio type's uploaded file: `audio: { source: 'file', file }`.
  'audio.file': { contentType: 'audio/', unknown: 'structure.audioUnknown', wrongType: 'validation.audioOnly' },
  // The pdf type's document (top-level `file`): stored by `POST files/pdf` as application/pdf.
  file: { contentType: 'application/pdf', unknown: 'structure.pdfUnknown', wrongType: 'validation.pdfOnly' },
};

interface FileReference {
  field: string;
  value: unknown;
  rule: FileRule;
}

function fileReferencesOf(content: unknown, found: FileReference[] = [], top?: string, parent?: string): FileReference[] {
  if (Array.isArray(content)) for (const item of content) fileReferencesOf(item, found, top, parent);
  else if (content && typeof content === 'object') {
    for (const [name, value] of Object.entries(content)) {
      const field = top ?? name;
      const rule = (parent ? FILE_FIELDS[`${parent}.${name}`] : undefined) ?? FILE_FIELDS[name];
      if (rule && typeof value === 'string') found.push({ field, value, rule });
      else fileReferencesOf(value, found, field, name);
    }
  }
  return found;
}

/**
 * A picture or sound must be a file of this school of the right kind, uploaded through `POST
 * files` or `POST files/audio` (its URL or key): an outside address would make students'
 * browsers call another site, another school's file would leak across schools. 400 on the
 * top-level field otherwise.
 */
async function checkFiles(tx: Database, schoolId: string, content: Record<string, unknown>): Promise<void> {
  for (const { field, value, rule } of fileReferencesOf(content)) {
    const [key] = fileKeysOf(value);
    const file = key ? await findFile(tx, schoolId, key) : null;
    const problem = !file ? rule.unknown : file.contentType.startsWith(rule.contentType) ? null : rule.wrongType;
    if (problem) throw new AppError(400, problem, { [field]: [problem] });
  }
}

/**
 * The content as stored: the type's fields of the body, rewritten where the type needs it (rich
 * article text sanitised against the allowlist); 400 on the field if nothing usable is left.
 */
function storedContent(input: ExerciseInput): Record<string, unknown> {
  const prepared = prepareContent(input.type, contentOf(input));
  if (!prepared.ok) throw new AppError(400, prepared.message, { [prepared.field]: [prepared.message] });
  // Rewriting can make content grow past its limits (sanitised HTML gains `&amp;` and link
  // attributes): what is stored must pass the same rules as what was sent, or every read of it
  // would fail the answer's schema.
  const rewritten = z.safeParse(exerciseInputSchema, { ...input, ...prepared.content });
  if (!rewritten.success) {
    const [issue] = rewritten.error.issues;
    const field = String(issue?.path[0] ?? '_');
    const key = issue && /^[a-z]+\.[A-Za-z]+$/.test(issue.message) ? issue.message : 'validation.invalidInput';
    throw new AppError(400, key, { [field]: [key] });
  }
  return prepared.content as Record<string, unknown>;
}

/** 400 with field errors (catalogue keys where the schema has them) for an answer of the wrong shape. */
function parseAnswer(exercise: CheckableExercise, body: unknown) {
  const parsed = z.safeParse(answerSchemaFor(exercise.type), body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const key = /^[a-z]+\.[A-Za-z]+$/.test(issue.message) ? issue.message : 'validation.invalidInput';
    const list = (fieldErrors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return Promise.reject(new AppError(400, 'exercise.answerInvalid', fieldErrors));
}

/** Exercises of a lesson section; who may call the writing ones is decided by the routes. */
export function createExercisesService(app: FastifyInstance) {
  const files = createFilesService(app.storage, app.log);
  const inSchool = schoolScope(app.db);

  return {
    list: (auth: AuthContext, path: LessonSectionPath): Promise<Presented[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await lessonSectionAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        const { hiddenExerciseIds } = await lessonSectionReachOf(tx, schoolId, auth, path.lessonId, path.lessonSectionId);
        return presentExercises((await listExercises(tx, schoolId, path.lessonSectionId)).filter((row) => !hiddenExerciseIds.has(row.id)), auth);
      }),

    get: (auth: AuthContext, path: ExercisePath): Promise<Presented> =>
      inSchool(auth, async (tx, schoolId) => {
        const { exercise } = await exerciseAt(tx, schoolId, path, 'read');
        await checkCourseReadable(tx, schoolId, auth, path.courseId);
        const { hiddenExerciseIds } = await lessonSectionReachOf(tx, schoolId, auth, path.lessonId, path.lessonSectionId);
        if (hiddenExerciseIds.has(exercise.id)) throw exerciseNotFound();
        return presentExercise(exercise, auth);
      }),

    /** New exercises go to the end of their lesson section. */
    create: (auth: AuthContext, path: LessonSectionPath, input: ExerciseInput): Promise<Presented> =>
      inSchool(auth, async (tx, schoolId) => {
        await lessonSectionAt(tx, schoolId, path, 'write');
        const content = storedContent(input);
        await checkFiles(tx, schoolId, content);
        const position = (await listExercises(tx, schoolId, path.lessonSectionId)).length;
        const row = await insertExercise(tx, {
          schoolId,
          lessonSectionId: path.lessonSectionId,
          type: input.type,
          title: input.title,
          instruction: input.instruction,
          content,
          position,
        });
        await adoptFiles(tx, schoolId, row.id, [...fileKeysOf(content)], auth.user.id);
        await touchCourse(tx, schoolId, path.courseId);
        return presentExercise(row, auth);
      }),

    /** Replaces title, instruction and content; the type stays (400 otherwise). Its own files it no longer names (and nothing else names) are deleted. */
    async update(auth: AuthContext, path: ExercisePath, input: ExerciseInput): Promise<Presented> {
      const { row, dropped } = await inSchool(auth, async (tx, schoolId) => {
        const { exercise } = await exerciseAt(tx, schoolId, path, 'write');
        if (exercise.type !== input.type) throw new AppError(400, 'structure.typeChange', { type: ['structure.typeChange'] });
        const content = storedContent(input);
        await checkFiles(tx, schoolId, content);
        const updated = await updateExercise(tx, schoolId, exercise.id, { title: input.title, instruction: input.instruction, content });
        const kept = fileKeysOf(content);
        await adoptFiles(tx, schoolId, exercise.id, [...kept], auth.user.id);
        const gone = [...fileKeysOf(exercise.content)].filter((key) => !kept.has(key));
        const forgotten = await forgetOwnedFiles(tx, schoolId, [exercise.id], gone);
        await touchCourse(tx, schoolId, path.courseId);
        return { row: updated, dropped: forgotten };
      });
      await files.purge(dropped);
      return presentExercise(row, auth);
    },

    async remove(auth: AuthContext, path: ExercisePath): Promise<void> {
      const keys = await inSchool(auth, async (tx, schoolId) => {
        const { exercise } = await exerciseAt(tx, schoolId, path, 'write');
        const forgotten = await forgetContentFiles(tx, schoolId, [exercise]);
        await deleteExercise(tx, schoolId, exercise.id);
        await renumber(tx, exercises, await listExercises(tx, schoolId, path.lessonSectionId));
        await touchCourse(tx, schoolId, path.courseId);
        return forgotten;
      });
      await files.purge(keys);
    },

    /** A copy (with its own files) right after the original; a title gets the copy suffix in the requester's language. */
    duplicate: (auth: AuthContext, path: ExercisePath, language: Language): Promise<Presented> =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const { exercise } = await exerciseAt(tx, schoolId, path, 'write');
          const siblings = await listExercises(tx, schoolId, path.lessonSectionId);
          const titled = exercise.title ? { ...exercise, title: copyName(exercise.title, language) } : exercise;
          const copy = await copyExercise({ tx, schoolId, files, createdFiles }, titled, path.lessonSectionId, siblings.length);
          const index = siblings.findIndex((row) => row.id === exercise.id);
          const ordered = await renumber(tx, exercises, placeAt(siblings, copy, index + 1));
          await touchCourse(tx, schoolId, path.courseId);
          return presentExercise(ordered.find((row) => row.id === copy.id) ?? copy, auth);
        }),
      ),

    /** A copy (with its own files) at the end of a lesson section of an own course; the source may be a library's. */
    copy: (auth: AuthContext, path: ExercisePath, target: ExerciseCopyInput): Promise<Presented> =>
      withCopiedFiles(files, (createdFiles) =>
        inSchool(auth, async (tx, schoolId) => {
          const { exercise } = await exerciseAt(tx, schoolId, path, 'read');
          const { course } = await lessonSectionById(tx, schoolId, target.lessonSectionId);
          const position = (await listExercises(tx, schoolId, target.lessonSectionId)).length;
          const copy = await copyExercise({ tx, schoolId, files, createdFiles }, exercise, target.lessonSectionId, position);
          await touchCourse(tx, schoolId, course.id);
          return presentExercise(copy, auth);
        }),
      ),

    /** Moves an exercise to a lesson section of an own course (the end, or `position`); both are renumbered. */
    move: (auth: AuthContext, path: ExercisePath, input: ExerciseMoveInput): Promise<Presented> =>
      inSchool(auth, async (tx, schoolId) => {
        const { exercise } = await exerciseAt(tx, schoolId, path, 'write');
        const { course } = await lessonSectionById(tx, schoolId, input.lessonSectionId);
        if (input.lessonSectionId !== path.lessonSectionId) {
          await updateExercise(tx, schoolId, exercise.id, { lessonSectionId: input.lessonSectionId });
          await renumber(tx, exercises, await listExercises(tx, schoolId, path.lessonSectionId));
        }
        const siblings = await listExercises(tx, schoolId, input.lessonSectionId);
        const moving = siblings.find((row) => row.id === exercise.id);
        if (!moving) throw exerciseNotFound();
        const ordered = await renumber(tx, exercises, placeAt(siblings, moving, input.position ?? siblings.length));
        await touchCourse(tx, schoolId, path.courseId);
        if (course.id !== path.courseId) await touchCourse(tx, schoolId, course.id);
        return presentExercise(ordered.find((row) => row.id === exercise.id) ?? moving, auth);
      }),

    /** One step up or down (nothing at the edge); answers the lesson section's exercises. */
    step: (auth: AuthContext, path: ExercisePath, by: -1 | 1): Promise<Presented[]> =>
      inSchool(auth, async (tx, schoolId) => {
        const { exercise } = await exerciseAt(tx, schoolId, path, 'write');
        const siblings = await listExercises(tx, schoolId, path.lessonSectionId);
        const index = siblings.findIndex((row) => row.id === exercise.id);
        const ordered = await renumber(tx, exercises, placeAt(siblings, siblings[index] ?? exercise, Math.max(0, index + by)));
        await touchCourse(tx, schoolId, path.courseId);
        return presentExercises(ordered, auth);
      }),

    /** All or nothing: every id must be an exercise of this lesson section, listed once. */
    reorder: (auth: AuthContext, path: LessonSectionPath, input: ReorderInput): Promise<Presented[]> =>
      inSchool(auth, async (tx, schoolId) => {
        await lessonSectionAt(tx, schoolId, path, 'write');
        const siblings = await listExercises(tx, schoolId, path.lessonSectionId);
        const ordered = await renumber(tx, exercises, reorderedSiblings(siblings, input.items, exerciseNotFound));
        await touchCourse(tx, schoolId, path.courseId);
        return presentExercises(ordered, auth);
      }),

    /**
     * Scores an answer with the server's checker and records the attempt (who, when, the score).
     * Staff only (the route says so): a student's answers are scored when the classroom saves
     * them, never on request (docs/decisions/api-exercise-check.md). Media types: 400.
     */
    check: (auth: AuthContext, path: ExercisePath, body: unknown): Promise<Score> =>
      inSchool(auth, async (tx, schoolId) => {
        const exercise = exerciseFromRow((await exerciseAt(tx, schoolId, path, 'read')).exercise);
        // A note hidden from students does not exist for them, here as everywhere.
        if (!readableBy(auth, exercise)) throw exerciseNotFound();
        if (!isCheckable(exercise)) throw new AppError(400, 'exercise.notCheckable');
        const score = checkAnswer(exercise, await parseAnswer(exercise, body));
        await insertCheckAttempt(tx, { schoolId, exerciseId: exercise.id, userId: auth.user.id, correct: score.correct, total: score.total });
        return score;
      }),
  };
}
