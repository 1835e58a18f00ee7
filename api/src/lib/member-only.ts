import type { FastifyRequest } from 'fastify';
import { MEMBER_SELF_RULE } from '@school/shared/contracts';
import { authOf } from '../plugins/auth.js';
import { forbidden } from './app-error.js';

/** onRequest hook (after `requireAuth`): a student's own pages (MEMBER_SELF_RULE), else 403. */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!(MEMBER_SELF_RULE.roles as readonly string[]).includes(authOf(request).user.role)) throw forbidden();
}
