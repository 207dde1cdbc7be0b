import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMessage, messageTemplates } from '@weekends/shared/messages';

/**
 * The API's and the forms' messages (MESSAGES in the shared package) in the catalogue: locales/en/messages.json is
 * written from them (`UPDATE_MESSAGES=1` runs this test to rewrite it), so a new message cannot reach a page without
 * its key, and locales.test.ts then holds the Arabic file to the same keys and placeholders.
 */
const file = join(dirname(fileURLToPath(import.meta.url)), 'en', 'messages.json');

/** The templates grouped as the catalogue nests them, each {name} written as i18next's {{name}}. */
function catalogue(): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  for (const [key, template] of messageTemplates()) {
    const [group = '', name = ''] = key.split('.');
    (groups[group] ??= {})[name] = template.replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return groups;
}

describe('the messages catalogue', () => {
  it('holds every message of the shared package, as it is worded there', () => {
    const written = `${JSON.stringify(catalogue(), null, 2)}\n`;
    if (process.env.UPDATE_MESSAGES) writeFileSync(file, written);
    expect(readFileSync(file, 'utf8'), 'locales/en/messages.json is out of date: UPDATE_MESSAGES=1').toBe(written);
  });

  it('finds a message by its text, with the values of its placeholders', () => {
    expect(findMessage('Your cart is empty!')).toEqual({ key: 'cart.emptyCart', values: {} });
    expect(findMessage('Only 2 left for Desert Safari. Please lower the quantity or choose another date.')).toEqual({
      key: 'cart.notEnoughPlaces',
      values: { left: '2', title: 'Desert Safari' },
    });
    expect(findMessage('Layla Haddad')).toBeUndefined();
  });

  it('finds every message by its own text (no template hides another)', () => {
    for (const [key, template] of messageTemplates()) {
      const found = findMessage(template);
      // A text used under two keys is found under the first; both are worded alike.
      expect(found && messageTemplates().find(([other]) => other === found.key)?.[1], key).toBe(template);
    }
  });
});
