/**
 * Finding a message by its English text, apart from the messages themselves: the web's Arabic pages build it from the
 * English catalogue file (the same templates, which a test holds equal), so they load no module of the shared package
 * that defines the messages beside its schemas.
 */

/** A message found by its text: its key and the values its placeholders held. */
export interface FoundMessage {
  key: string;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A finder over templates ('Only {left} left for {title}.', by key): a text's key and the values that filled its
 * placeholders, or undefined for a text that is no template's (a name, an address, a message from elsewhere). The
 * first template of a text wins, in the order given.
 */
export function messageFinder(
  templates: Iterable<readonly [key: string, template: string]>,
): (text: string) => FoundMessage | undefined {
  const exact = new Map<string, string>();
  const patterns: { key: string; pattern: RegExp; names: string[] }[] = [];
  for (const [key, template] of templates) {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
      continue;
    }
    const source = template
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part)))
      .join('');
    patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return (text) => {
    const key = exact.get(text);
    if (key) return { key, values: {} };
    for (const { key, pattern, names } of patterns) {
      const match = pattern.exec(text);
      if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
    }
    return undefined;
  };
}
