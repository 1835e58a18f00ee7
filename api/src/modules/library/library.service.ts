import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { courses, schools } from '../../db/schema.js';
import { seedStructure, type SeedSection } from '../../db/seed-structure.js';
import type { FileStorage } from '../../plugins/storage.js';
import { LIBRARY_COURSES, type LibraryCourse } from './library.content.js';
import { libraryMediaPlacer } from './library.media.js';

/**
 * Gives every school the platform's library courses it does not have yet, each at the end of its
 * library, with its whole structure, in one transaction per school. Run at every start (and after
 * demo data is loaded), so a new database, a database migrated from an earlier version and a
 * school added later all get them; a school that has a course already is left as it is.
 * `db` is the system connection: this spans schools. The courses' media files become files of
 * the school in `storage` (library.media.ts).
 */
export async function installLibraries(db: Database, storage: FileStorage, library: readonly LibraryCourse[] = LIBRARY_COURSES): Promise<number> {
  let installed = 0;
  const schoolRows = await db.select({ id: schools.id }).from(schools);
  for (const { id: schoolId } of schoolRows) {
    await db.transaction(async (tx) => {
      const placeMedia = libraryMediaPlacer(storage, tx, schoolId);
      for (const course of library) {
        const [present] = await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.schoolId, schoolId), eq(courses.type, course.type), eq(courses.name, course.name)))
          .limit(1);
        if (present) continue;
        const [last] = await tx
          .select({ position: max(courses.position) })
          .from(courses)
          .where(and(eq(courses.schoolId, schoolId), eq(courses.type, course.type)));
        const { structure, ...values } = course;
        const [row] = await tx
          .insert(courses)
          .values({ ...values, schoolId, position: (last?.position ?? -1) + 1 })
          .returning({ id: courses.id });
        if (!row) throw new Error('library course insert returned no row');
        await seedStructure(tx, schoolId, row.id, (await placeMedia(structure)) as SeedSection[]);
        installed += 1;
      }
    });
  }
  return installed;
}
