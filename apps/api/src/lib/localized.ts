import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Language } from '@weekends/shared';

/**
 * The catalogue's content is written in English, with an Arabic column beside each field (`title` and `title_ar`),
 * null until it is translated. A page read in Arabic shows the Arabic value where there is one, else the English:
 * these pick the column for a language in SQL, so a read selects one field whatever the language and answers in it.
 * Each module picks its columns in one place with them (catalog/language.ts, bundles' service).
 */
type Expression = Column | SQL | SQL.Aliased;

/** A text field in `language`: the Arabic value unless it is null or empty, else the English one. */
export function localizedText<T extends string | null = string>(
  language: Language,
  english: Expression,
  arabic: Expression,
): SQL<T> {
  return language === 'ar' ? sql<T>`coalesce(nullif(${arabic}, ''), ${english})` : sql<T>`${english}`;
}

/** A list (text[]) in `language`: the Arabic list unless it is null or empty, else the English one. */
export function localizedList(language: Language, english: Expression, arabic: Expression): SQL<string[]> {
  return language === 'ar'
    ? sql<string[]>`coalesce(nullif(${arabic}, '{}'::text[]), ${english})`
    : sql<string[]>`${english}`;
}

/** The same choice for a value already read (both languages selected, as the back office does). */
export function pickLanguage<T>(language: Language, english: T, arabic: T | null | undefined): T {
  if (language !== 'ar' || arabic === null || arabic === undefined) return english;
  if (typeof arabic === 'string' && arabic.trim() === '') return english;
  if (Array.isArray(arabic) && arabic.length === 0) return english;
  return arabic;
}
