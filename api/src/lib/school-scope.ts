import type { Database, DatabaseHandle } from '../db/client.js';
import type { AuthContext } from './auth-context.js';

/** Work for a signed-in user: one transaction bound to their school (row-level security), given the school id too. */
export type SchoolScope = <T>(auth: AuthContext, work: (tx: Database, schoolId: string) => Promise<T>) => Promise<T>;

/** The one way a service runs work in the caller's school (docs/decisions/api-tenancy.md). */
export function schoolScope(db: DatabaseHandle): SchoolScope {
  return (auth, work) => db.inSchool(auth.school.id, (tx) => work(tx, auth.school.id));
}
