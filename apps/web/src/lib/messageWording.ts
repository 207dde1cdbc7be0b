import type { ApiError } from '@weekends/shared';
import type { FoundMessage } from '@weekends/shared/message-finder';
import { isArabic } from './format/language.ts';

/**
 * The API's and the forms' messages in the page's language. They are written in English in the shared package
 * (MESSAGES) and worded for a reader through the catalogue (locales/<language>/messages.json): an API error by the
 * key and values it carries, a form's own check by its text. English pages show the text as it is, so they load
 * nothing for it. An Arabic page loads the Arabic catalogue and the index of texts (18 KB) only once something may
 * word a message: the API client and the forms' resolver wait for them before they answer (messageWordingReady),
 * and a module that words a message as it renders imports lib/messages.ts, whose words its page or part waits for.
 * This module starts no download itself: the API client, on every first page, imports it.
 */

type Catalogue = Record<string, Record<string, string>>;

interface Wording {
  findMessage: (text: string) => FoundMessage | undefined;
  arabic: Catalogue;
}

let wording: Wording | undefined;

/**
 * Loads what an Arabic page needs to word messages: the Arabic catalogue and the index of English texts, built from
 * the English catalogue file (written from the shared MESSAGES and held equal to them by locales/messages.test.ts), so
 * the page loads none of the shared modules that define the messages beside their schemas.
 */
export async function loadMessageWording(): Promise<void> {
  if (wording) return;
  const [{ messageFinder }, { default: english }, { default: arabic }] = await Promise.all([
    import('@weekends/shared/message-finder'),
    import('../locales/en/messages.json'),
    import('../locales/ar/messages.json'),
  ]);
  const templates = Object.entries(english as Catalogue).flatMap(([group, messages]) =>
    // The catalogue writes a placeholder as i18next does ({{left}}); the templates as the shared package ({left}).
    Object.entries(messages).map(
      ([name, text]) => [`${group}.${name}`, text.replace(/\{\{(\w+)\}\}/g, '{$1}')] as const,
    ),
  );
  wording = { findMessage: messageFinder(templates), arabic: arabic as Catalogue };
}

function arabicOf(key: string, values: Record<string, string>): string | undefined {
  const [group = '', name = ''] = key.split('.');
  const template = wording?.arabic[group]?.[name];
  return template?.replace(/\{\{(\w+)\}\}/g, (whole, value: string) => values[value] ?? whole);
}

const inEnglish = () => !isArabic(undefined) || !wording;

/**
 * Resolves once a message can be worded in the page's language: at once on an English page, after the download on an
 * Arabic one. Should the download fail (offline for a moment), it resolves all the same and the message shows in
 * English, as the server wrote it, rather than not at all; the next message tries again.
 */
export function messageWordingReady(): Promise<void> {
  return isArabic(undefined) ? loadMessageWording().catch(() => undefined) : Promise.resolve();
}

/** A message of the catalogue, found by its English text, in the page's language; any other text as it is. */
export function wordMessage(text: string): string;
export function wordMessage(text: string | undefined): string | undefined;
export function wordMessage(text: string | undefined): string | undefined {
  if (text === undefined || text === '' || inEnglish()) return text;
  const found = wording!.findMessage(text);
  return (found && arabicOf(found.key, found.values)) ?? text;
}

/** An API error's message in the page's language: by its key when it has one, else by its text. */
export function wordApiError({ message, messageKey, messageValues }: ApiError): string {
  if (inEnglish()) return message;
  return (messageKey && arabicOf(messageKey, messageValues ?? {})) ?? wordMessage(message);
}
