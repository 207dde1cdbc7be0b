import type { Plugin } from 'vite';

/**
 * The app (src/app/start.tsx) is an entry of its own, which the page's entry (src/main.tsx) imports by address after
 * the first paint. As an entry, it keeps everything it imports statically in its own chunk, and the pages it loads
 * lazily reuse that; imported through the module graph instead, the bundler split each module the app shares with a
 * page into a small chunk (a dozen more requests and 5 KB more on the first page). This writes the app's address,
 * and the chunks it imports, onto the page's script tag, where main.tsx reads them; and the Web Vitals reporter's
 * entry as `data-vitals`, where the server reads it (apps/api plugins/web.ts).
 */
export function appEntry(): Plugin {
  return {
    name: 'weekends:app-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const start = bundle
          ? Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'start')
          : undefined;
        if (!start || start.type !== 'chunk') return html;
        // The Web Vitals reporter's entry: the server reads its address here and writes it into sampled pages only.
        const vitals = Object.values(bundle!).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'vitals',
        );
        const vitalsAttribute = vitals ? ` data-vitals="/${vitals.fileName}"` : '';
        const preload = start.imports.map((file) => `/${file}`).join(' ');
        const tag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
        // Without the address the built page would look for the app's source and never start: fail the build instead.
        if (!tag.test(html)) throw new Error("weekends:app-entry: the page's module script was not found in index.html");
        return html.replace(tag, (found) =>
          found.replace(
            '<script ',
            `<script data-app="/${start.fileName}" data-preload="${preload}"${vitalsAttribute} `,
          ),
        );
      },
    },
  };
}
