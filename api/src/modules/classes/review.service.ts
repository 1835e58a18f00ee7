import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { IncorrectWords } from '@school/shared/contracts';
import { readRows, type Database } from '../../db/client.js';
import { AppError, fieldError, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { schoolScope } from '../../lib/school-scope.js';
import { exerciseFromRow, exercises } from '../exercises/index.js';
import { findFile } from '../files/index.js';
import { lessonSections } from '../lesson-sections/index.js';
import { classAnswers } from './classes.table.js';
import { findAnswer, findLessonRef, isClassMember, listHidden } from './classes.repository.js';
import { classFor, currentLessonOf } from './classes.service.js';
import { uniqueWords, wrongWordsOf } from './incorrect-words.js';

/** A stored recording's bytes and type, as the review route sends them. */
/** The stored recording to stream back (files/download.ts). */
export interface Recording {
  key: string;
  size: number;
  contentType: string;
}

const RECORDING_ADDRESS = /^\/tenant\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * Whose work the caller may review: a student only their own (naming another is 403); staff of
 * the class name a student of it (none: 400; not in the class: 400).
 */
async function reviewedStudent(tx: Database, schoolId: string, classId: string, auth: AuthContext, access: string, studentId: string | undefined): Promise<string> {
  if (access === 'student') {
    if (studentId && studentId !== auth.user.id) throw forbidden();
    return auth.user.id;
  }
  if (!studentId) throw fieldError(400, 'studentId', 'classroom.studentRequired');
  if (!(await isClassMember(tx, schoolId, classId, studentId))) throw fieldError(400, 'studentId', 'classroom.studentNotInClass');
  return studentId;
}

/** Reviewing one student's work in a class: their voice answers and the words they got wrong. */
export function createReviewService(app: FastifyInstance) {
  const inSchool = schoolScope(app.db);
  return {
    /**
     * The recording a student's voice answer names, for the class's teacher and administrators
     * (any student of the class) and for the student (their own). Anyone else: 404 like every
     * class call. No answer, or an answer that is no recording: 404 `classroom.noRecording`.
     */
    async recording(auth: AuthContext, classId: string, exerciseId: string, studentId: string | undefined): Promise<Recording> {
      const file = await inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        const whose = await reviewedStudent(tx, schoolId, classId, auth, access, studentId);
        if (access === 'student' && (await listHidden(tx, schoolId, classId)).includes(exerciseId)) throw new AppError(404, 'classroom.noRecording');
        const answer = await findAnswer(tx, schoolId, classId, whose, exerciseId);
        const audio = answer?.answer['audio'];
        const key = typeof audio === 'string' ? RECORDING_ADDRESS.exec(audio)?.[1]?.toLowerCase() : undefined;
        const row = key ? await findFile(tx, schoolId, key) : null;
        // The answer's save checked it was the student's own recording; it must still be one.
        if (!row || row.purpose !== 'recording' || row.uploadedBy !== whose) throw new AppError(404, 'classroom.noRecording');
        return row;
      });
      return { key: file.key, size: file.size, contentType: file.contentType };
    },

    /**
     * The words one student got wrong in the exercises of the class's current lesson, from the
     * server's scores of their stored answers (docs/decisions/classroom-review.md), each once, in
     * the lesson's order, with whether their dictionary (in the course's language) has it.
     */
    incorrectWords: (auth: AuthContext, classId: string, studentId: string | undefined): Promise<IncorrectWords> =>
      inSchool(auth, async (tx, schoolId) => {
        const { access } = await classFor(tx, schoolId, auth, classId);
        const whose = await reviewedStudent(tx, schoolId, classId, auth, access, studentId);
        const current = await currentLessonOf(tx, schoolId, classId);
        if (!current) return { studentId: whose, lessonId: null, language: null, words: [] };
        const lesson = await findLessonRef(tx, schoolId, current.lessonId);
        const hidden = access === 'student' ? new Set(await listHidden(tx, schoolId, classId)) : new Set<string>();
        const rows = await tx
          .select({ exercise: exercises, answer: classAnswers.answer, score: classAnswers.score })
          .from(classAnswers)
          .innerJoin(exercises, eq(exercises.id, classAnswers.exerciseId))
          .innerJoin(lessonSections, eq(lessonSections.id, exercises.lessonSectionId))
          .where(
            and(
              eq(classAnswers.schoolId, schoolId),
              eq(classAnswers.classId, classId),
              eq(classAnswers.studentId, whose),
              eq(lessonSections.lessonId, current.lessonId),
              sql`${classAnswers.score} is not null`,
            ),
          )
          .orderBy(lessonSections.position, exercises.position);
        const words = uniqueWords(
          rows.flatMap((row) => (row.score && !hidden.has(row.exercise.id) ? wrongWordsOf(exerciseFromRow(row.exercise), row.answer, row.score) : [])),
        );
        const language = lesson?.courseLanguage ?? null;
        const known = new Set<string>();
        if (language && words.length > 0) {
          // The dictionary's own rule of sameness: trimmed, case-blind, per language.
          const phrases = [...new Set(words.map((word) => word.phrase.trim().toLowerCase()))];
          const found = await tx.execute(sql`
            select lower(phrase) as phrase from dictionary_entries
            where school_id = ${schoolId} and student_id = ${whose} and language = ${language}
              and lower(phrase) in (${sql.join(
                phrases.map((phrase) => sql`${phrase}`),
                sql`, `,
              )})`);
          for (const row of readRows<{ phrase: string }>(found)) known.add(row.phrase);
        }
        return {
          studentId: whose,
          lessonId: current.lessonId,
          language,
          words: words.map((word) => ({ ...word, inDictionary: known.has(word.phrase.trim().toLowerCase()) })),
        };
      }),
  };
}
