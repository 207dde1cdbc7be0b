#!/usr/bin/env node
/**
 * Rewraps comments wider than 120 columns in the repository's .ts/.tsx/.js/.mjs files; Prettier wraps code but never
 * comments. Comments are found with the TypeScript parser, so strings, regular expressions, template literals and JSX
 * text are never taken for comments, and each changed file is parsed again and its code tokens compared with the
 * original's: a file whose code would differ is left as it was and reported.
 *
 * What it does, only to comments with a line over 120 columns:
 * - a run of `//` lines at one indentation: each paragraph with a long line is refilled (words kept, never joined
 *   across a blank `//` line, a list item ('- ', '* ', '1. ', '1) '), a JSDoc tag, a code-looking line or a directive
 *   such as eslint-disable, @ts-expect-error or prettier-ignore);
 * - a block comment (`/** ... *\/`, `/* ... *\/`) over several lines: the same, keeping the ` * ` prefix and the
 *   indentation, and leaving ``` fences and @example blocks as they are;
 * - a one-line `/** ... *\/` or `/* ... *\/` alone on its line becomes a block over several lines, and a JSX
 *   `{/* ... *\/}` alone on its line is wrapped inside its braces;
 * - a `//` comment after code on a line over 120 columns moves above that line, at its indentation.
 * A word longer than the room left (a URL) stays whole on its own line. What it cannot wrap (a long comment inside an
 * expression, a long directive) it lists, for a hand fix.
 *
 * Usage: node scripts/wrap-comments.mjs [--check] [files...]
 *   With no files: every tracked or new (not ignored) .ts/.tsx/.js/.mjs file but the generated migrations.
 *   --check: change nothing, list what would change, exit 1 if anything would.
 *
 * The formatting procedure (from the repository root, after `npm ci`), in this order:
 *   npx prettier --write .               # code at 120 columns; sets each comment's final indentation
 *   node scripts/wrap-comments.mjs       # comments filled to 120 at that indentation; lists what it left
 *   npx prettier --write .               # Prettier's own second pass (a few member chains), and moved comments
 *   npm run typecheck && npm run lint    # lint: eslint (max-len 120) and prettier --check
 *   awk 'length > 120 { n++ } END { print n + 0 }' $(git ls-files '*.ts' '*.tsx' '*.js' '*.mjs')
 * The lines awk still counts are long only through a string, a template literal, a regex or a URL, which the
 * max-len rule (eslint.config.js) leaves alone: Prettier breaks none of them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WIDTH = 120;
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|mts|cts)$/;
const SKIP = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /^apps\/api\/src\/db\/migrations\//,
  /(^|\/)scratch\//,
  /\.d\.ts$/,
];
/** Comments that are instructions to a tool: never rewrapped, never moved, never joined with prose. */
const DIRECTIVE =
  /^\s*(eslint[- ]|@ts-|prettier-ignore|istanbul |c8 |v8 |vite-ignore|@vite-ignore|#region|#endregion|global |@jsx|<reference|\/)/;
/** The same inside a block comment, where a line may start with a path ('/api/...'). */
const BLOCK_DIRECTIVE = /^\s*(eslint[- ]|@ts-|prettier-ignore|istanbul |c8 |v8 |@vite-ignore|global |@jsx)/;
const LIST_ITEM = /^(\s*)([-*+•]|\d+[.)]|[a-z][.)])\s+/;
const TAG = /^\s*@[a-zA-Z]+/;

const width = (s) => [...s].length;

const argv = process.argv.slice(2);
const check = argv.includes('--check');
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
let files = argv.filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => EXTENSIONS.test(f) && !SKIP.some((re) => re.test(f)))
    .map((f) => path.join(root, f));
}

/** What could not be wrapped, listed at the end for a hand fix. */
const leftOver = [];

function main() {
  let changedFiles = 0;
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const out = wrapFile(file, text);
    if (out === text) continue;
    if (codeOf(file, out) !== codeOf(file, text)) {
      leftOver.push(`${rel(file)}: not changed, rewrapping would have changed its code (a bug in this script)`);
      continue;
    }
    changedFiles++;
    if (check) console.log(`would rewrap: ${rel(file)}`);
    else fs.writeFileSync(file, out);
  }
  for (const line of leftOver) console.log(line);
  console.log(
    `${check ? 'would rewrap' : 'rewrapped'} comments in ${changedFiles} file(s); ${leftOver.length} left for a hand fix`,
  );
  process.exitCode = check && changedFiles > 0 ? 1 : 0;
}

function rel(file) {
  return path.relative(root, file);
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[mc]?ts$/.test(file)) return ts.ScriptKind.TS;
  return ts.ScriptKind.JSX;
}

function parse(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
}

/** Every token of the file, in order (JSDoc nodes are comments, not code). */
function tokens(sf) {
  const list = [];
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (ts.isToken(node) || node.kind === ts.SyntaxKind.EndOfFileToken) {
      list.push(node);
      return;
    }
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  return list;
}

/** The code of a file without its comments and spacing: what a rewrap must leave unchanged. */
function codeOf(file, text) {
  const sf = parse(file, text);
  return tokens(sf)
    .map((t) => (t.kind === ts.SyntaxKind.JsxText ? t.getText(sf).trim() : t.getText(sf)))
    .join('\u0000');
}

/** Every comment, found only in the trivia between tokens. */
function comments(sf, list) {
  const text = sf.text;
  const found = [];
  for (const token of list) {
    if (token.kind === ts.SyntaxKind.JsxText || token.kind === ts.SyntaxKind.JsxTextAllWhiteSpaces) continue;
    const start = token.getStart(sf);
    if (start === token.pos) continue;
    // The comments before the trivia's first line break count as the previous token's trailing ones, the rest as
    // leading ones: both are asked for.
    const seen = new Set();
    const ranges = [
      ...(ts.getTrailingCommentRanges(text, token.pos) ?? []),
      ...(ts.getLeadingCommentRanges(text, token.pos) ?? []),
    ];
    for (const range of ranges) {
      if (range.end <= start && !seen.has(range.pos)) {
        seen.add(range.pos);
        found.push({ pos: range.pos, end: range.end, kind: range.kind });
      }
    }
  }
  return found;
}

function lineStartOf(text, pos) {
  return text.lastIndexOf('\n', pos - 1) + 1;
}
function lineEndOf(text, pos) {
  const end = text.indexOf('\n', pos);
  return end === -1 ? text.length : end;
}

/**
 * Greedy fill of words: the first line after `first`, the others after `rest`; a line ends with `suffix` at the end.
 */
function fill(words, first, rest, suffix = '') {
  const lines = [];
  let prefix = first;
  let line = '';
  for (const word of words) {
    if (line === '') {
      line = word;
      continue;
    }
    if (width(prefix) + width(line) + 1 + width(word) <= WIDTH) line += ` ${word}`;
    else {
      lines.push(prefix + line);
      prefix = rest;
      line = word;
    }
  }
  // The closing suffix (' */') goes on the last line; when it does not fit there, the last word moves down with it.
  let last = prefix + line + suffix;
  if (suffix && width(last) > WIDTH && line.includes(' ')) {
    const cut = line.lastIndexOf(' ');
    lines.push(prefix + line.slice(0, cut));
    last = rest + line.slice(cut + 1) + suffix;
  }
  lines.push(last);
  return lines;
}

/** A line to keep as it is: indented further than its paragraph, a shell or quote line, or a line of code. */
const isCodeLike = (body) => {
  const t = body.trim();
  if (/^\s{2,}\S/.test(body) && !LIST_ITEM.test(t)) return true;
  if (/^(```|\$ |> )/.test(t) || /^[}\])]/.test(t) || /\{\s*$/.test(t)) return true;
  if (/^(import|export|const|let|var|return|await|if|for|function|class)\b/.test(t) && /[;{(=]/.test(t)) return true;
  return /;\s*$/.test(t) && /[=(]/.test(t) && /\w\(|\) =>|= /.test(t);
};

/**
 * Splits comment lines ({ prefix, body, suffix }) into paragraphs and refills those with a line over WIDTH. Returns the
 * new lines, or null when no paragraph needed it. `cont` is the prefix of a new continuation line; `leadWidth(line)`
 * is the column a line's prefix starts at and `contPad` the one a continuation line's starts at (what is before them
 * on the line and is not part of the returned text).
 */
function refill(lines, cont, leadWidth = () => 0, contPad = 0) {
  const out = [];
  let changed = false;
  let i = 0;
  let fenced = false;
  let example = false;
  while (i < lines.length) {
    const { prefix, body, suffix = '' } = lines[i];
    const trimmed = body.trim();
    if (/^```/.test(trimmed)) fenced = !fenced;
    if (TAG.test(trimmed)) example = /^@example\b/.test(trimmed);
    const plain =
      !fenced &&
      !example &&
      !/^```/.test(trimmed) &&
      trimmed !== '' &&
      !lines[i].fixed &&
      !isCodeLike(body) &&
      !/^\|/.test(trimmed);
    if (!plain) {
      out.push((body === '' ? prefix.trimEnd() : prefix + body) + suffix);
      i++;
      continue;
    }
    // A paragraph: this line and the prose lines after it that start no list item, tag or new block.
    const marker = LIST_ITEM.exec(body) ?? TAG.exec(body);
    const lead = body.match(/^\s*/)[0];
    let j = i + 1;
    let hang = marker ? ' '.repeat(marker[0].length - lead.length) : '';
    while (j < lines.length) {
      const next = lines[j].body;
      if (lines[j - 1].suffix) break;
      if (next.trim() === '' || /^```/.test(next.trim()) || lines[j].fixed || LIST_ITEM.test(next) || TAG.test(next))
        break;
      const nextLead = next.match(/^\s*/)[0];
      if (nextLead.length > lead.length + hang.length || (!marker && nextLead.length !== lead.length)) break;
      if (isCodeLike(next) && !(marker && nextLead.length === lead.length + hang.length)) break;
      if (j === i + 1 && marker && nextLead.length > lead.length) hang = ' '.repeat(nextLead.length - lead.length);
      j++;
    }
    const group = lines.slice(i, j);
    const tooLong = group.some((l) => leadWidth(l) + width(l.prefix + l.body + (l.suffix ?? '')) > WIDTH);
    if (!tooLong) {
      for (const l of group) out.push(l.prefix + l.body + (l.suffix ?? ''));
      i = j;
      continue;
    }
    const words = group.flatMap((l) => l.body.trim().split(/\s+/));
    const lastSuffix = group[group.length - 1].suffix ?? '';
    const firstPrefix = prefix + lead;
    const restPrefix = cont + lead + hang;
    const pad = leadWidth(lines[i]);
    const filled = fill(words, ' '.repeat(pad) + firstPrefix, ' '.repeat(contPad) + restPrefix, lastSuffix).map(
      (l, n) => l.slice(n === 0 ? pad : contPad),
    );
    out.push(...filled);
    changed = true;
    i = j;
  }
  return changed ? out : null;
}

function wrapFile(file, text) {
  const sf = parse(file, text);
  const list = tokens(sf);
  const startsAt = new Map(list.map((t) => [t.getStart(sf), t]));
  const all = comments(sf, list);
  const edits = [];
  /** Whether a line from the one at `pos` to the one at `end` is over WIDTH. */
  const tooLong = (pos, end = pos) =>
    text
      .slice(lineStartOf(text, pos), lineEndOf(text, end))
      .split('\n')
      .some((line) => width(line) > WIDTH);
  const where = (pos) => `${rel(file)}:${sf.getLineAndCharacterOfPosition(pos).line + 1}`;

  // `//` comments alone on their lines, grouped in runs of consecutive lines at one indentation.
  const own = [];
  for (const c of all) {
    const ls = lineStartOf(text, c.pos);
    const before = text.slice(ls, c.pos);
    const after = text.slice(c.end, lineEndOf(text, c.end));
    c.before = before;
    c.after = after;
    c.alone = /^\s*$/.test(before) && /^\s*$/.test(after);
    if (c.kind === ts.SyntaxKind.SingleLineCommentTrivia && c.alone) own.push(c);
  }
  const runs = [];
  for (const c of own) {
    const prev = runs.at(-1)?.at(-1);
    if (prev && prev.before === c.before && lineEndOf(text, prev.end) + 1 === lineStartOf(text, c.pos))
      runs.at(-1).push(c);
    else runs.push([c]);
  }
  for (const run of runs) {
    if (!run.some((c) => tooLong(c.pos))) continue;
    const indent = run[0].before;
    const lines = run.map((c) => {
      const raw = text.slice(c.pos + 2, c.end);
      const body = raw.startsWith(' ') ? raw.slice(1) : raw;
      const fixed = DIRECTIVE.test(raw) || raw.startsWith('/');
      return { prefix: fixed ? '//' : '// ', body: fixed ? raw : body, fixed };
    });
    const refilled = refill(lines, '// ', () => width(indent), width(indent));
    if (!refilled) continue;
    const from = run[0].pos;
    const to = run.at(-1).end;
    edits.push({ from, to, text: refilled.join(`\n${indent}`) });
  }

  for (const c of all) {
    if (!tooLong(c.pos, c.end)) continue;
    const body = text.slice(c.pos, c.end);
    if (c.kind === ts.SyntaxKind.SingleLineCommentTrivia) {
      if (c.alone) continue;
      // A comment after code: above the line, at its indentation, unless the line starts where a comment line cannot
      // go.
      if (DIRECTIVE.test(body.slice(2))) {
        leftOver.push(`${where(c.pos)}: a long line ends with a directive comment`);
        continue;
      }
      const ls = lineStartOf(text, c.pos);
      const indent = text.slice(ls).match(/^[ \t]*/)[0];
      const first = startsAt.get(ls + indent.length);
      const prevLine = text.slice(lineStartOf(text, Math.max(ls - 1, 0)), Math.max(ls - 1, 0));
      if (
        !first ||
        first.pos > ls ||
        first.kind === ts.SyntaxKind.JsxText ||
        DIRECTIVE.test(prevLine.trim().replace(/^\/\/|^\/\*/, ''))
      ) {
        leftOver.push(`${where(c.pos)}: a comment after code that cannot move above its line`);
        continue;
      }
      const words = body.slice(2).trim().split(/\s+/);
      const moved = fill(words, `${indent}// `, `${indent}// `);
      edits.push({ from: ls, to: ls, text: `${moved.join('\n')}\n` });
      edits.push({ from: c.pos - c.before.match(/\s*$/)[0].length, to: c.end, text: '' });
      continue;
    }
    // Block comments.
    const star = body.startsWith('/**') ? '/**' : '/*';
    if (!body.includes('\n')) {
      const inner = body.slice(star.length, -2).trim();
      if (/^\s*$/.test(c.before) && /^\s*$/.test(c.after)) {
        if (BLOCK_DIRECTIVE.test(inner) || (TAG.test(inner) && !inner.includes(' '))) {
          leftOver.push(`${where(c.pos)}: a long one-line directive comment`);
          continue;
        }
        const indent = c.before;
        const filled = fill(inner.split(/\s+/), `${indent} * `, `${indent} * `);
        edits.push({ from: c.pos, to: c.end, text: `${star}\n${filled.join('\n')}\n${indent} */` });
        continue;
      }
      if (/^\s*\{$/.test(c.before) && /^\}\s*$/.test(c.after)) {
        const indent = c.before.slice(0, -1);
        const filled = fill(inner.split(/\s+/), `${indent}{/* `, `${indent}    `, ' */}');
        edits.push({ from: c.pos - 1, to: c.end + 1, text: filled.join('\n').slice(indent.length) });
        continue;
      }
      leftOver.push(`${where(c.pos)}: a long one-line block comment inside code`);
      continue;
    }
    // A block over several lines: its lines as { prefix, body, suffix }.
    const raw = body.split('\n');
    const col = width(c.before);
    const starred = raw.slice(1).every((l) => /^\s*\*/.test(l));
    const lines = raw.map((l, n) => {
      const lastLine = n === raw.length - 1;
      let rest = l;
      let suffix;
      if (lastLine) {
        suffix = rest.match(/\s*\*\/$/)[0];
        rest = rest.slice(0, -suffix.length);
        if (n > 0 && /^\s*$/.test(rest)) return { prefix: rest, body: '', suffix, closer: true };
      }
      const prefix = (n === 0 ? rest.match(/^\/\*\*?\s?/) : starred ? rest.match(/^\s*\*\s?/) : rest.match(/^\s*/))[0];
      rest = rest.slice(prefix.length);
      return { prefix, body: rest, suffix, fixed: BLOCK_DIRECTIVE.test(rest) };
    });
    const cont = starred ? `${' '.repeat(col)} * ` : ' '.repeat(col + 3);
    const inner = lines.filter((l) => !l.closer);
    // Widths: the first line starts at the comment's column, the others at the line start.
    const refilled = refill(inner, cont, (l) => (l === inner[0] ? col : 0), 0);
    if (!refilled) {
      leftOver.push(`${where(c.pos)}: a long block comment line that is not prose`);
      continue;
    }
    const closer = lines.find((l) => l.closer);
    const joined = [...refilled, ...(closer ? [closer.prefix + closer.suffix] : [])].join('\n');
    edits.push({ from: c.pos, to: c.end, text: joined });
  }

  // Own-line `//` runs that stay too long (code-like or directives) are listed.
  for (const run of runs) {
    for (const c of run) {
      if (!tooLong(c.pos)) continue;
      if (!edits.some((e) => e.from <= c.pos && c.end <= e.to))
        leftOver.push(`${where(c.pos)}: a long // line that is not prose`);
    }
  }

  edits.sort((a, b) => b.from - a.from || b.to - a.to);
  let out = text;
  for (const e of edits) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

main();
