import { describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER, type Language } from '@weekends/shared';
import { api, setApiTransport } from './api.ts';

/**
 * While the server renders, the API is called in-process: each call carries the language of the page being rendered
 * (read when the call is made, as pages of both languages render at once), so an /ar page gets Arabic content.
 */
describe('the API client while the server renders', () => {
  it('sends the language of the render in progress with each call', async () => {
    const seen: (string | null)[] = [];
    let rendering: Language = 'ar';
    setApiTransport(
      (_url, init) => {
        seen.push(new Headers(init.headers).get(LANGUAGE_HEADER));
        return Promise.resolve(Response.json([]));
      },
      () => rendering,
    );
    await api.get('/api/cities');
    rendering = 'en';
    await api.get('/api/cities');
    expect(seen).toEqual(['ar', 'en']);
  });
});
