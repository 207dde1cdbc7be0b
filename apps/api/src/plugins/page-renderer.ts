import fs from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGE_HEADER } from '@weekends/shared';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to <dist>/server/entry-server.js) exports. */
interface RendererModule {
  configure(options: { api: (url: string, init: RequestInit) => Promise<Response> }): Promise<void>;
  render(url: string, signal?: AbortSignal): Promise<RenderedPage | null>;
}

/** A page rendered on the server: its markup, the data it was rendered with, and its language (from its address). */
export interface RenderedPage {
  html: string;
  state: string;
  language: string;
  dir: 'ltr' | 'rtl';
}

export interface PageRenderer {
  /** The page's markup and data, or null when the browser should render it (a redirect, an error, a failure). */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
}

/** How long a page may take to render before the shell is sent instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Loads the server renderer when the web app was built with one. Its API calls go into this server through
 * `app.inject`, not the network: no port, no connection, and the request counts for the visitor's own address, so
 * rate limits apply to a rendered page's data as they would to the browser's requests for it.
 */
export async function loadPageRenderer(app: FastifyInstance, file: string): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'no server renderer in the web build: pages are rendered in the browser only');
    return null;
  }
  const visitor = new AsyncLocalStorage<{ ip: string }>();
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  await renderer.configure({
    api: async (url, init) => {
      if (init.method && init.method !== 'GET') throw new Error('the page renderer only reads');
      // The language of the page being rendered (the web's client sets it), so an /ar page gets Arabic content.
      const language = new Headers(init.headers).get(LANGUAGE_HEADER);
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(isLanguage(language) ? { [LANGUAGE_HEADER]: language } : {}) },
        remoteAddress: visitor.getStore()?.ip ?? '127.0.0.1',
      });
      const body = answer.statusCode === 204 ? null : answer.rawPayload;
      return new Response(body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
  });
  return {
    async render(request) {
      try {
        const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
        return await visitor.run({ ip: request.ip }, () => renderer.render(request.url, signal));
      } catch (error) {
        request.log.error(
          { err: error, url: request.url },
          'server rendering failed or took too long; sending the shell',
        );
        return null;
      }
    },
  };
}
