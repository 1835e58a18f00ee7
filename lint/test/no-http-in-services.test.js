import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noHttpInServices } from '../src/no-http-in-services.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('no-http-in-services', noHttpInServices, {
  valid: [
    "import type { AuthContext } from '../../lib/auth-context.js'; export function list(auth: AuthContext) { return auth; }",
    "import type { FastifyBaseLogger } from 'fastify'; export function log(logger: FastifyBaseLogger) { return logger; }",
  ],
  invalid: [
    { code: "import type { FastifyRequest } from 'fastify'; export function list(request: FastifyRequest) { return request; }", errors: [{ messageId: 'http' }] },
    { code: "import { type FastifyReply } from 'fastify'; export function send(reply: FastifyReply) { return reply; }", errors: [{ messageId: 'http' }] },
    { code: "export function list(request: import('fastify').FastifyRequest) { return request; }", errors: [{ messageId: 'http' }] },
    { code: "import type * as Fastify from 'fastify'; export function list(request: Fastify.FastifyRequest) { return request; }", errors: [{ messageId: 'http' }] },
  ],
});
