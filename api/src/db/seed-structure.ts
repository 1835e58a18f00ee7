import * as z from 'zod/mini';
import { contentOf, exerciseInputSchema } from '@school/exercises';
import { prepareContent } from '@school/exercises/server';
import type { Database } from './client.js';
import { exercises, lessonSections, lessons, sections } from './schema.js';

/** A course's sections, lessons, lesson sections and exercises, as the demo data and the libraries write them. */
export interface SeedSection {
  name: string;
  description: string;
  lessons: { name: string; description: string; lessonSections: { isHomework?: boolean; exercises: unknown[] }[] }[];
}

/** Writes the structure of one course; every exercise is parsed like an API body first. */
export async function seedStructure(tx: Database, schoolId: string, courseId: string, structure: readonly SeedSection[]): Promise<void> {
  for (const [sectionPosition, section] of structure.entries()) {
    const [sectionRow] = await tx
      .insert(sections)
      .values({ schoolId, courseId, name: section.name, description: section.description, position: sectionPosition })
      .returning({ id: sections.id });
    if (!sectionRow) throw new Error('section insert returned no row');
    for (const [lessonPosition, lesson] of section.lessons.entries()) {
      const [lessonRow] = await tx
        .insert(lessons)
        .values({ schoolId, sectionId: sectionRow.id, name: lesson.name, description: lesson.description, position: lessonPosition })
        .returning({ id: lessons.id });
      if (!lessonRow) throw new Error('lesson insert returned no row');
      for (const [lessonSectionPosition, lessonSection] of lesson.lessonSections.entries()) {
        const [lessonSectionRow] = await tx
          .insert(lessonSections)
          .values({ schoolId, lessonId: lessonRow.id, isHomework: lessonSection.isHomework ?? false, position: lessonSectionPosition })
          .returning({ id: lessonSections.id });
        if (!lessonSectionRow) throw new Error('lesson section insert returned no row');
        for (const [exercisePosition, raw] of lessonSection.exercises.entries()) {
          // Parsed and prepared (rich text sanitised) like an API body, so seeded content can never
          // be something the API would refuse or store differently.
          const input = z.parse(exerciseInputSchema, raw);
          const prepared = prepareContent(input.type, contentOf(input));
          if (!prepared.ok) throw new Error(`seeded exercise "${input.title}": ${prepared.field} ${prepared.message}`);
          await tx.insert(exercises).values({
            schoolId,
            lessonSectionId: lessonSectionRow.id,
            type: input.type,
            title: input.title,
            instruction: input.instruction,
            content: prepared.content as Record<string, unknown>,
            position: exercisePosition,
          });
        }
      }
    }
  }
}
