import './index.css';

const root = document.getElementById('root')!;
// A page the server rendered (entry-server.tsx) carries the data it was rendered with.
const serverState = document.getElementById('query-state');
const serverRendered = Boolean(serverState && root.firstElementChild);

/** Resolves once the browser has painted the current frame: a task queued from a frame callback runs after it. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// A server-rendered page is whole without the app: the browser paints it first, then the app's code is evaluated and
// hydrates it. Evaluating ~400 KB of code before that paint held the first paint (and the largest image) behind it
// on a slow phone. A page rendered here has nothing to paint until the app runs, so it starts at once.
void (serverRendered ? afterPaint() : Promise.resolve())
  .then(() => import('./app/start.tsx'))
  .then(({ startApp }) => startApp(root, serverState));
