import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Arabic pages' words, found by their English twins in the web's catalogue (apps/web/src/locales), so a journey
 * in Arabic reads like the English one ('Book Now' -> its Arabic) and follows the catalogue when a word changes.
 */
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

type Strings = Record<string, string>;
const cache = new Map<string, Strings>();

function flatten(value: unknown, prefix = '', into: Strings = {}): Strings {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

function strings(language: 'en' | 'ar', ns: string): Strings {
  const file = path.join(LOCALES, language, `${ns}.json`);
  let found = cache.get(file);
  if (!found) {
    found = flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
    cache.set(file, found);
  }
  return found;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The Arabic of an English string of namespace `ns` ('Add one {{option}}' with { option }), refusing one the
 * catalogue words two ways in Arabic, which a journey could not tell apart.
 */
export function arabic(ns: string, english: string, values: Record<string, string | number> = {}): string {
  const en = strings('en', ns);
  const ar = strings('ar', ns);
  const keys = Object.keys(en).filter((key) => en[key] === english);
  const words = [...new Set(keys.map((key) => ar[key]))];
  if (keys.length === 0) throw new Error(`'${english}' is not in locales/en/${ns}.json`);
  if (words.length !== 1 || words[0] === undefined)
    throw new Error(`'${english}' has ${words.length} Arabic wordings in ${ns}: ${keys.join(', ')}`);
  return fill(words[0], values);
}
