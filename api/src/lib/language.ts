import type { FastifyRequest } from 'fastify';
import type { Language } from '@school/shared/contracts';
import { pickLanguage, translateMessage } from '@school/shared/messages';

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

/** Translates a message key for the reader of this request. */
export function t(request: FastifyRequest, key: string): string {
  return translateMessage(key, requestLanguage(request));
}
