import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a page with a router for its links. */
export function renderPage(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

type Answer = { status: number; body?: unknown } | 'offline';

/**
 * A fetch stand-in for one form's POST: answers in turn from `answers` (the last one repeats), recording each
 * call's path and JSON body. 'offline' throws as fetch does without a network.
 */
export function fakeFetch(answers: Answer[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let release: (() => void) | undefined;
  const state = { hold: false };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (state.hold) await new Promise<void>((resolve) => (release = resolve));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch,
    calls,
    /** Keeps the next requests waiting until `release()`, to see the 'Wait' state. */
    hold() {
      state.hold = true;
    },
    release() {
      state.hold = false;
      release?.();
    },
  };
}

export const submitted = { status: 201, body: { message: 'Request Submitted Successfully' } };
export const serverError = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
