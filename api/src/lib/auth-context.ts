import type { Permission } from '@school/shared/contracts';
import type { SchoolRow } from '../modules/schools/index.js';
import type { UserRow } from '../modules/users/index.js';

/**
 * Who is asking: the signed-in user, their school and their permissions. Routes take it from the
 * request (`authOf`) and hand it to services, which never see the request (docs/decisions/api-modules.md).
 */
export interface AuthContext {
  user: UserRow;
  permissions: Permission[];
  school: SchoolRow;
}
