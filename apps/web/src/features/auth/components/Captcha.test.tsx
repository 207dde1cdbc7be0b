import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha, CAPTCHA_CHALLENGE_URL, type CaptchaHandle } from '../../../components/form/Captcha.tsx';

/**
 * A stand-in for the ALTCHA widget with its events: each verify() 'solves' a fresh challenge, numbering the payloads,
 * or fails while `widget.failing` is set. Solving waits for `widget.release()` when `widget.holding` is set.
 */
const widget = vi.hoisted(() => ({ failing: false, holding: false, verifies: 0, challenge: '', release: () => {} }));

vi.mock('altcha/workers/sha?worker', () => ({ default: class {} }));
vi.mock('altcha/external', () => {
  (globalThis as unknown as { $altcha: unknown }).$altcha = { algorithms: new Map() };
  class FakeWidget extends HTMLElement {
    connectedCallback() {
      widget.challenge = this.getAttribute('challenge') ?? '';
      if (this.getAttribute('auto') === 'onload') setTimeout(() => void this.verify(), 0);
    }
    async verify() {
      const n = ++widget.verifies;
      this.emit('verifying', null);
      if (widget.holding) await new Promise<void>((resolve) => (widget.release = resolve));
      else await Promise.resolve();
      if (widget.failing) this.emit('error', null);
      else this.emit('verified', `payload-${n}`);
      return null;
    }
    emit(state: string, payload: string | null) {
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeWidget);
  return {};
});

beforeEach(() => {
  Object.assign(widget, { failing: false, holding: false, verifies: 0, challenge: '' });
});
afterEach(cleanup);

describe('Captcha', () => {
  it('solves a challenge from the API as it appears, and hands the payload to the form', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking that you are not a robot…');
    expect(await screen.findByText('Security check complete')).toBeInTheDocument();
    expect(widget.challenge).toBe(CAPTCHA_CHALLENGE_URL);
    expect(onChange).toHaveBeenLastCalledWith('payload-1');
    await expect(ref.current!.solve()).resolves.toBe('payload-1');
  });

  it('renew() forgets the spent payload and solves a fresh challenge', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} onChange={onChange} />);
    await screen.findByText('Security check complete');
    act(() => ref.current!.renew());
    expect(onChange).toHaveBeenCalledWith('');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('payload-2'));
    await expect(ref.current!.solve()).resolves.toBe('payload-2');
  });

  it('solve() waits for a check still running', async () => {
    widget.holding = true;
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} onChange={() => {}} />);
    await waitFor(() => expect(widget.verifies).toBe(1));
    let solved = '';
    const pending = ref.current!.solve().then((payload) => (solved = payload));
    await Promise.resolve();
    expect(solved).toBe('');
    act(() => widget.release());
    await pending;
    expect(solved).toBe('payload-1');
  });

  it('says when the check failed, and Retry (or the next submit) tries again', async () => {
    widget.failing = true;
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} onChange={onChange} />);
    expect(await screen.findByText('The security check could not finish.')).toBeInTheDocument();
    // A submit after a failure starts a new check rather than sending nothing at once.
    await expect(ref.current!.solve()).resolves.toBe('');
    expect(widget.verifies).toBe(2);

    widget.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Security check complete')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^payload-/));
  });
});
