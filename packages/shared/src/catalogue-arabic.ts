import { z } from 'zod';

/**
 * The catalogue's content is written in English, with an optional Arabic field beside each (`title` and `titleAr`):
 * the API answers an Arabic reader the Arabic where there is one, else the English. These are what the back office's
 * and the host's forms send and read of the Arabic side.
 */

/**
 * An Arabic text beside an English one, with the English field's length limit. Left out, the stored Arabic stays as
 * it is (a form without Arabic inputs changes nothing of it); empty or null, it is removed (the English shows).
 */
export const arabicTextSchema = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((s) => (s ? s : null))
    .optional();

/**
 * An Arabic list beside an English one (highlights, what is included): rows trimmed and empty rows dropped; left out,
 * the stored list stays; an empty list or null removes it (the English shows).
 */
export const arabicListSchema = (rowMax: number, rowsMax: number) =>
  z
    .array(z.string().trim().max(rowMax))
    .max(rowsMax)
    .nullable()
    .transform((rows) => {
      const kept = (rows ?? []).filter(Boolean);
      return kept.length > 0 ? kept : null;
    })
    .optional();

/**
 * The Arabic fields still to translate, by name (`titleAr`): those whose English has a value and whose Arabic has
 * none.
 */
export const missingArabicSchema = z.array(z.string());

const filled = (value: unknown) =>
  Array.isArray(value)
    ? value.some((v) => typeof v === 'string' && v.trim() !== '')
    : typeof value === 'string' && value.trim() !== '';

export function missingArabic<Field extends string>(
  row: { [K in Field]?: unknown } & { [K in `${Field}Ar`]?: unknown },
  fields: readonly Field[],
): `${Field}Ar`[] {
  const values = row as Record<string, unknown>;
  return fields.filter((f) => filled(values[f]) && !filled(values[`${f}Ar`])).map((f) => `${f}Ar` as const);
}
