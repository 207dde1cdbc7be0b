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
    const load = vi.fn(async () => Menu);
    const Part = desktopPart(load, <p>placeholder</p>);
    render(<Part label="Main" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => width.widen());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without matchMedia (as a phone), renders only the fallback', async () => {
    const load = vi.fn(async () => Menu);
    const Part = desktopPart(load);
    const { container } = render(<Part label="Main" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });
});
