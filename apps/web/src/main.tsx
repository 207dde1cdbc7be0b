import './index.css';

const root = document.getElementById('root')!;
// A page the server rendered (entry-server.tsx) carries the data it was rendered with.
const serverRendered = Boolean(document.getElementById('query-state') && root.firstElementChild);

/** Resolves once the browser has painted the current frame: a task queued from a frame callback runs after it. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Loads the app (app/start.tsx), which takes the page over. The build writes its address and the chunks it imports
 * onto this script's tag (build/appEntry.ts): those are hinted together, so they download in parallel rather than
 * one after another. The development server serves the source itself.
 */
function startApp() {
  const tag = document.querySelector<HTMLScriptElement>('script[data-app]');
  for (const href of tag?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const app = tag?.dataset.app ?? '/src/app/start.tsx';
  return import(/* @vite-ignore */ app);
}

// A server-rendered page is whole without the app: the browser paints it first, then the app's code is fetched,
// evaluated and hydrates it. Evaluating ~400 KB of code before that paint held the first paint (and the largest
// image) behind it on a slow phone. A page rendered here has nothing to paint until the app runs, so it starts at once.
void (serverRendered ? afterPaint() : Promise.resolve()).then(startApp);
