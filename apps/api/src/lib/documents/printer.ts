import { access, constants } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';

/**
 * Prints our documents (tax invoices, corporate invoices, payout statements) from HTML with one headless Chromium:
 * started on the first document, shared by every document after it (each gets its own context and page, closed once
 * printed), and closed with the app. Layout, fonts and right-to-left text are the browser's job, so a document is a
 * template (lib/documents/templates), not drawing code.
 */

/** Debian's Chromium (`apt-get install chromium`), the same binary the end-to-end tests drive. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** A document prints in well under a second; a browser that has not answered by then is stuck, not slow. */
export const DEFAULT_PRINT_TIMEOUT_MS = 20_000;

const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What one document asks of the printed page. */
export interface PrintLayout {
  landscape?: boolean;
  /** Page margins in units Chromium takes ('67px', '18mm'); a footer is drawn in the bottom margin. */
  margin: { top: string; bottom: string; inline: string };
  /**
   * HTML drawn in every page's top and bottom margins (Chromium's header and footer templates): self-contained,
   * styled inline, with `<span class="pageNumber">` and `<span class="totalPages">` filled in by the browser.
   */
  header?: string;
  footer?: string;
}

export interface DocumentPrinter {
  /** A self-contained HTML document (no network: fonts and images inline) as an A4 PDF. */
  print(html: string, layout: PrintLayout): Promise<Buffer>;
  /** Closes the browser; a later print starts a new one. */
  close(): Promise<void>;
}

/** The browser could not print: missing, failed to start, or too slow. The message says what to do. */
export class DocumentPrintError extends Error {}

export interface PrinterOptions {
  executablePath?: string;
  timeoutMs?: number;
}

export function createDocumentPrinter(options: PrinterOptions = {}): DocumentPrinter {
  const executablePath = options.executablePath ?? DEFAULT_CHROMIUM_PATH;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PRINT_TIMEOUT_MS;
  let browser: Promise<Browser> | null = null;
  /** The running browser once started, so a crash of an older one never forgets a newer one. */
  let launched: Browser | null = null;

  const launch = async (): Promise<Browser> => {
    try {
      await access(executablePath, constants.X_OK);
    } catch {
      throw new DocumentPrintError(
        `Documents are printed with Chromium, which is not at ${executablePath}: install it (apt-get install chromium) ` +
          'or set CHROMIUM_PATH to its executable',
      );
    }
    try {
      const started = await chromium.launch({ executablePath, args: launchArgs, timeout: timeoutMs });
      // A crashed browser is forgotten, so the next document starts a fresh one.
      started.on('disconnected', () => {
        if (launched === started) {
          launched = null;
          browser = null;
        }
      });
      launched = started;
      return started;
    } catch (error) {
      throw new DocumentPrintError(`Chromium at ${executablePath} did not start: ${(error as Error).message}`);
    }
  };
  const browserForDocument = () => {
    browser ??= launch().catch((error: unknown) => {
      browser = null;
      throw error;
    });
    return browser;
  };

  const printWith = async (html: string, layout: PrintLayout, stop: AbortSignal): Promise<Buffer> => {
    // Offline: nothing a document shows may come from the network, everything is inline.
    const context = await (await browserForDocument()).newContext({ offline: true });
    stop.addEventListener('abort', () => void context.close().catch(() => {}));
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load', timeout: timeoutMs });
      // Web fonts load when first used; printing before they have would print the fallback font.
      await page.evaluate('document.fonts.ready.then(() => undefined)');
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        landscape: layout.landscape ?? false,
        margin: {
          top: layout.margin.top,
          bottom: layout.margin.bottom,
          left: layout.margin.inline,
          right: layout.margin.inline,
        },
        displayHeaderFooter: Boolean(layout.header || layout.footer),
        headerTemplate: layout.header ?? '<span></span>',
        footerTemplate: layout.footer ?? '<span></span>',
        tagged: true,
        outline: false,
      });
    } finally {
      await context.close().catch(() => {});
    }
  };

  return {
    async print(html, layout) {
      const stop = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          stop.abort();
          reject(new DocumentPrintError(`Chromium did not print the document within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        return await Promise.race([printWith(html, layout, stop.signal), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      const open = browser;
      browser = null;
      launched = null;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}
