import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { PermissionKey } from '@school/shared/contracts';
import { forbidden, unauthorized } from '../lib/app-error.js';
import { resolveJwtSecret } from '../lib/jwt-secret.js';
import { loadAuthContextOfToken } from '../modules/users/index.js';
import type { AuthContext } from '../lib/auth-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in user, school and permissions; set by `requireAuth`. */
    auth: AuthContext | null;
  }
}

export interface TokenSubject {
  id: string;
  schoolId: string;
  passwordVersion: number;
}

export interface TokenService {
  sign(user: TokenSubject): Promise<string>;
  /** The claims of a valid token, or null. */
  verify(token: string): Promise<TokenClaims | null>;
}

export interface TokenClaims {
  userId: string;
  schoolId: string;
  passwordVersion: number;
  /** When the token stops working by itself (`exp`). */
  expiresAt: Date;
}

const claimsSchema = z.object({ sub: z.uuid(), sch: z.uuid(), pwv: z.number().int(), exp: z.number() });

/** What is kept of a revoked token: its sha256, never the token. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The bearer token of a request's Authorization header, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined) ?? null;
}

export interface AuthPluginOptions {
  jwtSecret: string | undefined;
  dataDir: string;
  tokenTtlHours: number;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const secret = await resolveJwtSecret(options.jwtSecret, options.dataDir);
    const tokens: TokenService = {
      sign: (user) =>
        new SignJWT({ sch: user.schoolId, pwv: user.passwordVersion })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.id)
          // Two sign-ins in one second must not get the same token: signing out of one would end both.
          .setJti(randomUUID())
          .setIssuedAt()
          .setExpirationTime(`${Math.round(options.tokenTtlHours * 3600)}s`)
          .sign(secret),
      async verify(token) {
        try {
          const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
          const claims = claimsSchema.safeParse(payload);
          if (!claims.success) return null;
          return { userId: claims.data.sub, schoolId: claims.data.sch, passwordVersion: claims.data.pwv, expiresAt: new Date(claims.data.exp * 1000) };
        } catch {
          return null;
        }
      },
    };
    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);
  },
  { name: 'auth', dependencies: ['db'] },
);

/**
 * onRequest hook (before the body is read or validated, so a stranger learns nothing from
 * validation answers): a valid bearer token, not signed out, of an active user whose password has
 * not changed since the token was issued; otherwise 401. Sets `request.auth`.
 */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerTokenOf(request);
  const context = token ? await authContextOfToken(request.server, token) : null;
  if (!context) throw unauthorized();
  request.auth = context;
}

/**
 * What a token opens now: null when its signature fails, it was signed out, the user is no longer
 * active or their password changed since it was issued. `requireAuth` asks this once per request;
 * a long-lived answer (a live event stream) asks again while it lasts.
 */
export async function authContextOfToken(server: FastifyInstance, token: string): Promise<AuthContext | null> {
  const claims = await server.tokens.verify(token);
  if (!claims) return null;
  // One statement: the revocation look-up, the user, the school and the permissions.
  const context = await loadAuthContextOfToken(server.db, claims.schoolId, claims.userId, tokenHashOf(token));
  if (!context || context.user.status !== 'active' || context.user.passwordVersion !== claims.passwordVersion) return null;
  return context;
}

/** The auth context of a request that passed `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function hasStaffPermission(context: AuthContext, keys: readonly PermissionKey[]): boolean {
  return context.user.role === 'staff' && context.permissions.some((permission) => keys.includes(permission.key));
}

/** onRequest hook (after `requireAuth`): staff holding at least one of `keys`, else 403. */
export function requireStaffPermission(...keys: PermissionKey[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasStaffPermission(authOf(request), keys)) throw forbidden();
  };
}
