import { DEFAULT_LANGUAGE, type Language } from '@shared/constants';
import type { FastifyRequest } from 'fastify';

/**
 * The reader's language for texts the server writes (notifications, activity): the first
 * `Accept-Language` tag we speak (the client sends its chosen language), else Norwegian.
 */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const primary = tag.split('-')[0];
    if (primary === 'en') return 'en';
    if (primary === 'no' || primary === 'nb' || primary === 'nn') return 'no';
  }
  return DEFAULT_LANGUAGE;
}
