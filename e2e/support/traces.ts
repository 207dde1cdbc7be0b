import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, type TestContext } from 'node:test';
import type { BrowserContext } from 'playwright-core';

/**
 * A Playwright trace of every failed journey (each step's DOM snapshot, screenshots, network and console), kept as
 * e2e/test-results/<test name>.zip; a passed test's trace is thrown away unwritten, so passing costs only the
 * recording. Open one with `npx playwright-core show-trace <file>` or by dropping it on trace.playwright.dev.
 */
export const TRACES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

// Only under node's test runner (it sets NODE_TEST_CONTEXT in each file's process): the screenshot script opens
// pages too, and registering a hook outside a test run would start an empty one.
const underTestRunner = process.env.NODE_TEST_CONTEXT !== undefined;

/** Contexts opened since the last test ended: they belong to the test running now. */
const recording: BrowserContext[] = [];

if (underTestRunner) {
  afterEach(async (context) => {
    const contexts = recording.splice(0);
    if (!('diagnostic' in context)) return;
    // @types/node 20 lacks these two; recent Node 20 releases have them (an older one saves no trace: passed unset).
    const t = context as TestContext & { passed?: boolean; fullName?: string };
    const failed = t.passed === false;
    await Promise.all(
      contexts.map(async (context, i) => {
        const file = failed
          ? path.join(TRACES_DIR, `${traceName(t.fullName ?? t.name)}${contexts.length > 1 ? `-${i + 1}` : ''}.zip`)
          : undefined;
        try {
          await context.tracing.stop(file ? { path: file } : undefined);
          if (file) t.diagnostic(`trace: ${path.relative(process.cwd(), file)}`);
        } catch (error) {
          // A test that closed its context (or its browser) itself took the recording with it.
          if (file)
            t.diagnostic(
              `no trace for ${path.basename(file)}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
        }
      }),
    );
  });
}

/** Starts recording a context for the running test. */
export async function recordTrace(context: BrowserContext) {
  if (!underTestRunner) return;
  await context.tracing.start({ screenshots: true, snapshots: true });
  recording.push(context);
}

/** A file name from a test's name: letters, digits and dashes only, short enough for any file system. */
export function traceName(testName: string): string {
  const name = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return name || 'unnamed-test';
}
