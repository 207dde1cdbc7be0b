import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_HEADER, type Language } from '@weekends/shared';

/**
 * The language the visitor is reading: the header the web's API client sends with the page's language, else the
 * `language` of the address (a document the page links to, a PDF or CSV, which the browser fetches without the
 * header), else the language switch's cookie (a caller that is not our pages), else English. An unknown value counts
 * as none, so a stray header never stores a language the mails cannot be written in.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers' | 'cookies'> & { query?: unknown }): Language {
  const header = request.headers[LANGUAGE_HEADER];
  if (isLanguage(header)) return header;
  const asked = (request.query as { language?: unknown } | undefined)?.language;
  if (isLanguage(asked)) return asked;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return DEFAULT_LANGUAGE;
}
