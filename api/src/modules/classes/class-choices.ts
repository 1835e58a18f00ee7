import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CLASS_CHOICES_LIMIT,
  classChoiceParamsSchema,
  classChoiceQuerySchema,
  classChoiceSchema,
  envelope,
  type ClassChoice,
  type ClassChoiceKind,
} from '@school/shared/contracts';
import * as z from 'zod/mini';
import type { Database } from '../../db/client.js';
import { likePattern } from '../../lib/like.js';
import { bearer, errorResponses } from '../../lib/schemas.js';
import { schoolScope } from '../../lib/school-scope.js';
import { authOf, requireAuth, requireStaffPermission } from '../../plugins/auth.js';
import { groups } from '../groups/index.js';
import { plans } from '../plans/index.js';
import { userPermissions, users } from '../users/index.js';

/** First and last name, or either part, contains the search (case-insensitive). */
function personMatches(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    sql`lower(${users.lastName} || ' ' || ${users.firstName}) like ${pattern}`,
  );
}

async function people(tx: Database, schoolId: string, q: string, teachersOnly: boolean): Promise<ClassChoice[]> {
  const base = tx
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users);
  // A deactivated account cannot sign in: it is no one to teach or to be taught.
  const live = and(eq(users.schoolId, schoolId), ne(users.status, 'deactivated'), personMatches(q));
  const rows = teachersOnly
    ? await base
        .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
        .where(and(live, eq(users.role, 'staff'), eq(userPermissions.permissionKey, 'teacher')))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(CLASS_CHOICES_LIMIT)
    : await base
        .where(and(live, eq(users.role, 'member')))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(CLASS_CHOICES_LIMIT);
  // Two students may share a name: the e-mail tells them apart (staff see it in every list).
  return rows.map((row) => ({ id: row.id, label: `${`${row.firstName} ${row.lastName}`.trim()} (${row.email})` }));
}

async function named(tx: Database, schoolId: string, q: string, kind: 'groups' | 'plans'): Promise<ClassChoice[]> {
  const table = kind === 'groups' ? groups : plans;
  const matches = q ? sql`lower(${table.name}) like ${likePattern(q)}` : undefined;
  // A plan the school switched off is not offered for a new class.
  const offered = kind === 'plans' ? eq(plans.status, 'active') : undefined;
  return tx
    .select({ id: table.id, label: table.name })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), matches, offered))
    .orderBy(asc(table.name), asc(table.id))
    .limit(CLASS_CHOICES_LIMIT);
}

function choicesOf(tx: Database, schoolId: string, kind: ClassChoiceKind, q: string): Promise<ClassChoice[]> {
  switch (kind) {
    case 'teachers':
      return people(tx, schoolId, q, true);
    case 'students':
      return people(tx, schoolId, q, false);
    case 'groups':
    case 'plans':
      return named(tx, schoolId, q, kind);
  }
}

/** `GET classes/choices/{kind}?q=`: what the class form picks from, for whoever may create a class. */
export const classChoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const inSchool = schoolScope(app.db);
  app.get(
    '/classes/choices/:kind',
    {
      onRequest: [requireAuth, requireStaffPermission('teacher', 'admin-access')],
      schema: {
        tags: ['classes'],
        summary: 'The teachers, students, groups or plans a class form picks from (ids and names only)',
        security: bearer,
        params: classChoiceParamsSchema,
        querystring: classChoiceQuerySchema,
        response: { 200: envelope(z.array(classChoiceSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await inSchool(authOf(request), (tx, schoolId) => choicesOf(tx, schoolId, request.params.kind, request.query.q)) }),
  );
};
