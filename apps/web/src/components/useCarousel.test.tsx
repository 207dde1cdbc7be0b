import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useCarousel } from './useCarousel.ts';

// Embla itself is replaced: what is checked is when the hook starts and stops it, and what it makes React do.
const startEmbla = vi.fn();
vi.mock('embla-carousel-react', () => ({ default: () => [startEmbla, undefined] }));

/** An IntersectionObserver the test drives: `near()` reports the watched viewport as near the screen. */
class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  near() {
    const entries = this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

let renders = 0;
function Row() {
  const [viewportRef] = useCarousel({ align: 'start' });
  renders++;
  return (
    <div ref={viewportRef} data-testid="viewport">
      <ul>
        <li>One</li>
        <li>Two</li>
      </ul>
    </div>
  );
}

beforeEach(() => {
  renders = 0;
  startEmbla.mockClear();
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 1));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCarousel', () => {
  it('draws the carousel once as it mounts: its viewport attaching sets no state (a hydration would render it again at once)', () => {
    render(<Row />);
    expect(renders).toBe(1);
  });

  it('starts embla on its viewport only once it is near the screen and the browser is idle, and stops it when gone', () => {
    const { getByTestId, unmount } = render(<Row />);
    act(() => void vi.runAllTimers());
    expect(startEmbla).not.toHaveBeenCalled();

    const observer = FakeObserver.last!;
    expect(observer.watched).toEqual([getByTestId('viewport')]);
    act(() => observer.near());
    expect(observer.disconnected).toBe(true);
    expect(startEmbla).not.toHaveBeenCalled();
    act(() => void vi.runAllTimers());
    expect(startEmbla).toHaveBeenCalledWith(getByTestId('viewport'));

    unmount();
    expect(startEmbla).toHaveBeenLastCalledWith(null);
  });

  it('does not start a carousel that leaves before the browser is idle', () => {
    const { unmount } = render(<Row />);
    act(() => FakeObserver.last!.near());
    unmount();
    act(() => void vi.runAllTimers());
    expect(startEmbla.mock.calls).toEqual([[null]]);
  });

  it('starts when idle where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row />);
    act(() => void vi.runAllTimers());
    expect(startEmbla).toHaveBeenCalledTimes(1);
  });
});
