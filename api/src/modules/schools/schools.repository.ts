import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schools, type SchoolRow } from './schools.table.js';

export async function findSchool(tx: Database, schoolId: string): Promise<SchoolRow | null> {
  const [row] = await tx.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row ?? null;
}
