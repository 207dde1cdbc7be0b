import { describe, expect, it } from 'vitest';
import { BLOG_EXCERPT_LENGTH } from '@weekends/shared';
import { excerpt, plainText, readingTime, renderPostHtml } from './markdown.ts';

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'strong',
  'em',
  'code',
  'pre',
  'a',
  'img',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  's',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'loading',
  'decoding',
  'class',
  'start',
  'style',
]);

/**
 * Every element and attribute of the HTML is on an allow-list, and every address is http(s), mailto or same-site:
 * nothing in it can run script, whatever the source said.
 */
function expectInert(html: string) {
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS, `element <${tag}>`).toContain(tag!.toLowerCase());
    for (const [, name, value] of attributes!.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES, `attribute ${name} on <${tag}>`).toContain(name!.toLowerCase());
      if (name === 'href' || name === 'src') {
        // The URL standard's scheme: a letter, then letters, digits, '+', '-' or '.', then ':'. No scheme is a
        // same-site path.
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value!)?.[1]?.toLowerCase();
        expect(
          scheme === undefined ? !value!.startsWith('//') : ['http', 'https', 'mailto'].includes(scheme),
          `${name}="${value}"`,
        ).toBe(true);
      }
      if (name === 'style') expect(value).toMatch(/^text-align:(left|right|center)$/);
    }
  }
}

describe('renderPostHtml', () => {
  it('renders headings (starting at h2), lists, quotes, emphasis and code', () => {
    const html = renderPostHtml('# Big\n\n## Smaller\n\n- one\n- two\n\n1. first\n\n> quoted\n\n**bold** _it_ `code`');
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain('<h2>Smaller</h2>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toContain('<strong>bold</strong> <em>it</em> <code>code</code>');
  });

  it('escapes raw HTML, so a <script> in the source is text', () => {
    const html = renderPostHtml(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>',
    );
    expectInert(html);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](file:///etc/passwd)',
    '[click](//evil.example/phish)',
    '<javascript:alert(1)>',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2Zz4=)',
    '![x](mailto:someone@example.com)',
  ])('leaves no live link or image for %s', (source) => {
    const html = renderPostHtml(source);
    expectInert(html);
    expect(html).not.toMatch(/<a |<img /);
  });

  it('keeps http(s), mailto and same-site links; other sites open in a new tab without opener or referrer', () => {
    const html = renderPostHtml(
      '[site](https://example.com/a?b=1) [mail](mailto:hello@weekends.ae) [page](/activity/desert-safari) [anchor](#packing) https://www.visitdubai.com/en and hello@weekends.ae',
    );
    expect(html).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="mailto:hello@weekends.ae">mail</a>');
    expect(html).toContain('<a href="/activity/desert-safari">page</a>');
    expect(html).toContain('<a href="#packing">anchor</a>');
    expect(html).toContain(
      '<a href="https://www.visitdubai.com/en" target="_blank" rel="noopener noreferrer">https://www.visitdubai.com/en</a>',
    );
    expect(html).toContain('and <a href="mailto:hello@weekends.ae">hello@weekends.ae</a>');
    expectInert(html);
  });

  it("opens the site's own pages in the reader's language; files, anchors and other sites as written", () => {
    const source =
      '[page](/activity/desert-safari?date=2026-12-04#reviews) [home](/) [already](/ar/blog) [file](/uploads/guide.pdf) [anchor](#packing) [site](https://example.com/x)';
    const arabic = renderPostHtml(source, 'ar');
    expect(arabic).toContain('<a href="/ar/activity/desert-safari?date=2026-12-04#reviews">page</a>');
    expect(arabic).toContain('<a href="/ar">home</a>');
    expect(arabic).toContain('<a href="/ar/blog">already</a>');
    expect(arabic).toContain('<a href="/uploads/guide.pdf">file</a>');
    expect(arabic).toContain('<a href="#packing">anchor</a>');
    expect(arabic).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">site</a>');
    expect(renderPostHtml(source, 'en')).toContain(
      '<a href="/activity/desert-safari?date=2026-12-04#reviews">page</a>',
    );
    expectInert(arabic);
  });

  it('keeps same-site images, loaded lazily', () => {
    expect(renderPostHtml('![Dunes at dawn](/uploads/seed/blog/dunes.webp)')).toContain(
      '<img src="/uploads/seed/blog/dunes.webp" alt="Dunes at dawn" loading="lazy" decoding="async">',
    );
  });

  it('escapes attribute breakouts in link titles and addresses', () => {
    const html = renderPostHtml(
      '[x](https://example.com/" onmouseover="alert(1) "t") [y](<https://example.com/"onclick="alert(1)> "a\\" onclick=\\"b")',
    );
    expectInert(html);
    expect(html).toContain('&quot;');
  });

  it('treats an address with an encoded space before a scheme as a path on this site', () => {
    const html = renderPostHtml('[click](%20javascript:alert(1))');
    expectInert(html);
    expect(html).toContain('href="%20javascript:alert(1)"');
  });
});

describe('plainText, excerpt and readingTime', () => {
  const markdown =
    '## Why go\n\nThe **dunes** glow at [dawn](https://example.com).\n\n- Water\n- A hat\n\n> Leave only footprints.';

  it('reads the words without Markdown syntax', () => {
    expect(plainText(markdown)).toBe('Why go The dunes glow at dawn. Water A hat Leave only footprints.');
  });

  it('returns short text whole', () => {
    expect(excerpt(markdown)).toBe(plainText(markdown));
  });

  it('cuts long text at a whole word within the first 300 characters, marked with an ellipsis', () => {
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const text = excerpt(long);
    expect(text.length).toBeLessThanOrEqual(BLOG_EXCERPT_LENGTH);
    expect(text.length).toBeGreaterThan(BLOG_EXCERPT_LENGTH - 12);
    expect(text.endsWith('…')).toBe(true);
    const body = text.slice(0, -1);
    expect(long.startsWith(body)).toBe(true);
    expect(long[body.length]).toBe(' ');
  });

  it('cuts one unbroken run of characters at the limit', () => {
    const text = excerpt('x'.repeat(400));
    expect(text).toBe(`${'x'.repeat(BLOG_EXCERPT_LENGTH - 1)}…`);
  });

  it('counts reading time at 200 words a minute, rounded up, at least one', () => {
    expect(readingTime('Hello')).toBe(1);
    expect(readingTime(Array(200).fill('w').join(' '))).toBe(1);
    expect(readingTime(Array(201).fill('w').join(' '))).toBe(2);
    expect(readingTime(`# Title\n\n${Array(999).fill('**w**').join(' ')}`)).toBe(5);
  });

  it('counts Arabic at 140 words a minute', () => {
    expect(readingTime(Array(140).fill('كلمة').join(' '), 'ar')).toBe(1);
    expect(readingTime(Array(141).fill('كلمة').join(' '), 'ar')).toBe(2);
    expect(readingTime(Array(141).fill('كلمة').join(' '), 'en')).toBe(1);
  });
});
