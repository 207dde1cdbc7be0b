import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render, screen } from '@testing-library/react';
import { partWhenNear } from './partWhenNear.tsx';

/** An IntersectionObserver the test drives: `near()` reports what it watches as near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  static near() {
    for (const observer of FakeObserver.all) {
      const entries = observer.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.report(entries, observer as unknown as IntersectionObserver);
    }
  }
}

function Quote({ text }: { text: string }) {
  return <p>{text}</p>;
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('fetches the part’s code only once its place comes near the screen, then draws it with its props', async () => {
  const load = vi.fn(async () => ({ default: Quote }));
  const Part = partWhenNear(load);
  const { container } = render(<Part className="below-fold" text="Five stars" />);
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('.below-fold')).toBeEmptyDOMElement();

  await act(async () => FakeObserver.near());
  expect(await screen.findByText('Five stars')).toBeInTheDocument();
  expect(load).toHaveBeenCalledOnce();
});

it('keeps the server’s HTML as it came, without its code, until the visitor nears it, then hydrates it', async () => {
  const load = vi.fn(async () => ({ default: Quote }));
  const Part = partWhenNear(load);
  const page = (
    <main>
      <h1>Home</h1>
      <Part className="below-fold" text="Five stars" />
    </main>
  );
  // The server's HTML: the same part rendered whole (on the server it does not wait).
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <main>
      <h1>Home</h1>
      <div className="below-fold">
        <Suspense fallback={null}>
          <Quote text="Five stars" />
        </Suspense>
      </div>
    </main>,
  );
  document.body.append(container);
  const served = container.querySelector('p')!;
  const onRecoverableError = vi.fn();
  await act(async () => void hydrateRoot(container, page, { onRecoverableError }));

  expect(load).not.toHaveBeenCalled();
  expect(container.querySelector('p')).toBe(served);
  expect(served.textContent).toBe('Five stars');

  await act(async () => FakeObserver.near());
  expect(load).toHaveBeenCalledOnce();
  // Hydrated, not drawn again: the same element, and React found nothing to mend.
  expect(container.querySelector('p')).toBe(served);
  expect(onRecoverableError).not.toHaveBeenCalled();
  container.remove();
});
