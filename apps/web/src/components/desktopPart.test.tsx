import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desktopPart } from './desktopPart.tsx';

/** A stand-in for matchMedia at a width, whose change listeners the test can call. */
function screenWidth(desktop: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return desktop;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    widen() {
      desktop = true;
      for (const listener of listeners) listener();
    },
  };
}

function Menu({ label }: { label: string }) {
  return <nav aria-label={label} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('desktopPart', () => {
  it('renders the part on a desktop, and downloads its code there', async () => {
    screenWidth(true);
    const load = vi.fn(async () => Menu);
    const Part = desktopPart(load, <p>placeholder</p>);
    render(<Part label="Main" />);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a phone, never downloads the code and holds the place with the fallback, until the screen widens', async () => {
    const width = screenWidth(false);
    // What happened, in order: a download before the screen widened would come first.
    const events: string[] = [];
    const load = vi.fn(async () => {
      events.push('download');
      return Menu;
    });
    const Part = desktopPart(load, <p>placeholder</p>);
    render(<Part label="Main" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();

    events.push('widen');
    await act(async () => width.widen());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(events).toEqual(['widen', 'download']);
  });

  it('without matchMedia (as a phone), renders only the fallback', async () => {
    const load = vi.fn(async () => Menu);
    const Part = desktopPart(load);
    const { container } = render(<Part label="Main" />);
    // Rendered at once, with nothing left to wait for: the part is not there to suspend.
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });
});
