import { zodResolver as libraryResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { messageWordingReady, wordMessage } from './messageWording.ts';

/**
 * The forms' resolver: @hookform/resolvers' zod resolver, with each message worded in the page's language. The
 * schemas are the API's own (the shared package), written in English; the catalogue words them
 * (lib/messageWording.ts), so a form checks what the server checks and says it in its reader's language. Every form
 * takes its resolver from here (an ESLint rule refuses the library's own).
 */
export const zodResolver = ((...args: Parameters<typeof libraryResolver>) => {
  const resolve = libraryResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    // An Arabic page loads the wording with the first check that finds something to say.
    if (Object.keys(result.errors).length > 0) await messageWordingReady();
    wordErrors(result.errors as FieldErrors<FieldValues>);
    return result;
  };
}) as typeof libraryResolver;

/** Words each error's message in place, through nested fields and lists (never into an error's `ref`, its element). */
function wordErrors(errors: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'ref' || value === null || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = wordMessage(error.message);
    wordErrors(value as Record<string, unknown>);
  }
}
