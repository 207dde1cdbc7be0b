import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api.ts';
import { LoadError } from './LoadError.tsx';

afterEach(cleanup);

const refused = (statusCode: number, code: string, message: string) =>
  new ApiRequestError(statusCode, { statusCode, code, message });

function renderPanel(error: unknown, action?: ReactNode) {
  const onRetry = vi.fn();
  render(<LoadError title="We couldn't load this list" error={error} onRetry={onRetry} action={action} />);
  return { alert: screen.getByRole('alert'), onRetry };
}

describe('LoadError', () => {
  it.each([
    [403, 'EMAIL_NOT_CONFIRMED', 'Please confirm your email address first.'],
    [409, 'CONFLICT', 'This order was already paid.'],
    [410, 'GONE', 'This payment session has ended.'],
    [422, 'VALIDATION_FAILED', 'The page number is out of range.'],
  ])('shows the server’s reason for a %i refusal, and no Try again that would meet it again', (status, code, msg) => {
    const { alert } = renderPanel(refused(status, code, msg), <a href="/help">What now</a>);
    expect(alert).toHaveTextContent(msg);
    expect(alert).not.toHaveTextContent("We couldn't load this list");
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'What now' })).toBeInTheDocument();
  });

  it.each([
    ['a server error', refused(500, 'INTERNAL', 'boom')],
    ['a gateway page without the API’s body', new ApiRequestError(502, null)],
    ['too many requests', refused(429, 'RATE_LIMITED', 'Slow down.')],
    ['a timeout', refused(408, 'TIMEOUT', 'Took too long.')],
    ['a 4xx without the API’s body', new ApiRequestError(404, null)],
    ['a network failure', new TypeError('Failed to fetch')],
    ['no single request', null],
  ])('offers the generic text and a Try again for %s, which a retry can fix', async (_, error) => {
    const user = userEvent.setup();
    const { alert, onRetry } = renderPanel(error, <a href="/help">What now</a>);
    expect(alert).toHaveTextContent("We couldn't load this list");
    expect(alert).not.toHaveTextContent(/boom|Slow down|Took too long/);
    expect(screen.queryByRole('link', { name: 'What now' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
