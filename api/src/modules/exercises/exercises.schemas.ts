import * as z from 'zod/mini';
import { exerciseSchema, studentExerciseSchema } from '@school/exercises';
import { lessonSectionSchema } from '@school/shared/contracts';

/**
 * An exercise in an answer: a member's key-free copy or staff's full exercise. The strict student
 * shape is tried first, so a full exercise (with its key and dates) can never pass as one.
 */
export const anyExerciseSchema = z.union([studentExerciseSchema, exerciseSchema]);

export const lessonSectionWithExercisesSchema = z.extend(lessonSectionSchema, { exercises: z.array(anyExerciseSchema) });
