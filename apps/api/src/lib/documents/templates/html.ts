import { escapeHtml } from '../../mail-templates/format.ts';

/**
 * Markup already made safe: what `html` answers. Only `html` and `trustedHtml` make one, so a value from a customer or
 * host can reach a document only escaped.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/**
 * The documents' templates: a tagged template whose every value is escaped (text and attribute values alike), except
 * markup from another `html` (nested parts, lists of rows). Nothing to print is left out by `false`, `null` and
 * `undefined`, so `${cond && html`…`}` reads as it looks.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => (out += render(value) + strings[index + 1]!));
  return new SafeHtml(out);
}

/** Markup this code wrote itself (the style sheet, the font faces), never text from a user. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
