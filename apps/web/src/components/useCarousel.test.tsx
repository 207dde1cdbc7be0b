import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useCarousel } from './useCarousel.ts';

// The carousel itself is replaced: what is checked is when the hook starts and stops it, and what it makes React do.
const { destroy, startCarousel } = vi.hoisted(() => {
  const destroy = vi.fn();
  return { destroy, startCarousel: vi.fn((_viewport: HTMLElement, _options: object) => ({ destroy })) };
});
vi.mock('./snapCarousel.ts', () => ({ startCarousel }));

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
  const [viewportRef] = useCarousel({ byView: true });
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
  startCarousel.mockClear();
  destroy.mockClear();
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

  it('starts the carousel on its viewport only once it is near the screen and the browser is idle, and stops it when gone', () => {
    const { getByTestId, unmount } = render(<Row />);
    act(() => void vi.runAllTimers());
    expect(startCarousel).not.toHaveBeenCalled();

    const observer = FakeObserver.last!;
    expect(observer.watched).toEqual([getByTestId('viewport')]);
    act(() => observer.near());
    expect(observer.disconnected).toBe(true);
    expect(startCarousel).not.toHaveBeenCalled();
    act(() => void vi.runAllTimers());
    expect(startCarousel).toHaveBeenCalledWith(getByTestId('viewport'), { byView: true });
    expect(destroy).not.toHaveBeenCalled();

    unmount();
    expect(destroy).toHaveBeenCalledOnce();
  });

  it('does not start a carousel that leaves before the browser is idle', () => {
    const { unmount } = render(<Row />);
    act(() => FakeObserver.last!.near());
    unmount();
    act(() => void vi.runAllTimers());
    expect(startCarousel).not.toHaveBeenCalled();
  });

  it('starts when idle where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Row />);
    act(() => void vi.runAllTimers());
    expect(startCarousel).toHaveBeenCalledTimes(1);
  });

  it('starts again with new options (paused autoplay), at the slide it shows, and stops the old one', () => {
    function Playing({ autoplay }: { autoplay?: number }) {
      const [viewportRef] = useCarousel({ loop: true, autoplay });
      return (
        <div ref={viewportRef}>
          <ul />
        </div>
      );
    }
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<Playing autoplay={2000} />);
    act(() => void vi.runAllTimers());
    expect(startCarousel).toHaveBeenLastCalledWith(expect.any(HTMLElement), { loop: true, autoplay: 2000 });
    rerender(<Playing autoplay={undefined} />);
    expect(destroy).toHaveBeenCalledOnce();
    expect(startCarousel).toHaveBeenLastCalledWith(expect.any(HTMLElement), { loop: true, autoplay: undefined });
  });
});
