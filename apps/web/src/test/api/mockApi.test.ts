import { describe, expect, it } from 'vitest';
import { api, ApiRequestError, upload } from '../../lib/api.ts';
import { mockAnswers, mockRoutes, offline, serverError, takeProblems } from './mockApi.ts';

const subscribed = { status: 201, body: { message: 'Subscribed Successfully' } };
const subscribe = () =>
  api.post('/api/newsletter', { body: { email: 'sara@example.com', source: 'home', captcha: 'payload-1' } });

describe('the fake backend', () => {
  it('answers a route by its template, with the decoded parameters, the query and the body, and records the call', async () => {
    const seen: unknown[] = [];
    const routes = mockRoutes(
      {
        'POST /api/newsletter': ({ body, query, headers }) => {
          seen.push(body, query.get('x'), headers.get('content-type'));
          return subscribed;
        },
        'GET /api/careers/{slug}': ({ params }) => {
          seen.push(params);
          return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'This position is not open.' } };
        },
      },
      { recordHeaders: true },
    );
    await expect(subscribe()).resolves.toEqual({ message: 'Subscribed Successfully' });
    await expect(api.get('/api/careers/{slug}', { params: { path: { slug: 'a:b' } } })).rejects.toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect(seen).toEqual([
      { email: 'sara@example.com', source: 'home', captcha: 'payload-1' },
      null,
      'application/json',
      { slug: 'a:b' },
    ]);
    expect(routes.calls).toEqual([
      {
        method: 'POST',
        path: '/api/newsletter',
        body: { email: 'sara@example.com', source: 'home', captcha: 'payload-1' },
        headers: expect.objectContaining({ accept: 'application/json', 'content-type': 'application/json' }),
      },
      { method: 'GET', path: '/api/careers/a:b', headers: expect.objectContaining({ accept: 'application/json' }) },
    ]);
  });

  it('prefers a concrete path to a template, and a later mockRoutes to an earlier one', async () => {
    mockRoutes({ 'GET /api/careers/{slug}': () => ({ status: 200, body: opening('any') }) });
    mockRoutes({ 'GET /api/careers/visual': () => ({ status: 200, body: opening('visual') }) });
    const read = (slug: string) => api.get('/api/careers/{slug}', { params: { path: { slug } } });
    await expect(read('visual')).resolves.toMatchObject({ slug: 'visual' });
    await expect(read('other')).resolves.toMatchObject({ slug: 'any' });
  });

  it('fails the test on an answer the server could not give, naming the route, the status and the field', async () => {
    mockRoutes({ 'POST /api/newsletter': () => ({ status: 201, body: { message: 42 } }) });
    await expect(subscribe()).rejects.toBeInstanceOf(ApiRequestError);
    expect(takeProblems()).toEqual([
      expect.stringMatching(/POST \/api\/newsletter 201: the body is not one[\s\S]*\/message must be string/),
    ]);
  });

  it('fails the test on a status the route does not list, and on a request no test answers', async () => {
    mockRoutes({ 'POST /api/newsletter': () => ({ status: 404, body: serverError.body }) });
    await expect(subscribe()).rejects.toBeInstanceOf(ApiRequestError);
    await expect(api.get('/api/categories')).rejects.toThrow();
    expect(takeProblems()).toEqual([
      expect.stringContaining('POST /api/newsletter does not answer 404: its statuses are 201, 400, 409, 429'),
      expect.stringContaining('No fake answers GET /api/categories'),
    ]);
  });

  it('fails the test on a request to an address other than the API', async () => {
    await expect(fetch('http://elsewhere.test/feed.json')).rejects.toThrow();
    expect(takeProblems()).toEqual([expect.stringContaining('No fake answers GET http://elsewhere.test/feed.json')]);
  });

  it('reads a multipart upload as the browser sends it: the fields, and the file with its name and bytes', async () => {
    const routes = mockRoutes({
      'POST /api/careers/{slug}/applications': () => ({ status: 201, body: { message: 'Application received' } }),
    });
    const form = new FormData();
    form.append('name', 'Amira');
    form.append('resume', new File(['%PDF'], 'Amira CV.pdf', { type: 'application/pdf' }), 'Amira CV.pdf');
    await upload('/api/careers/{slug}/applications', form, { path: { slug: 'visual' } });
    const sent = routes.calls[0]!.body as FormData;
    expect(sent.get('name')).toBe('Amira');
    const resume = sent.get('resume') as File;
    expect([resume.name, resume.type, await resume.text()]).toEqual(['Amira CV.pdf', 'application/pdf', '%PDF']);
  });

  it('refuses a route the API does not have when the test names it', () => {
    expect(() => mockRoutes({ 'GET /api/no-such-thing': () => ({ status: 200, body: {} }) })).toThrow(
      "'GET /api/no-such-thing' is not a route of the API",
    );
    expect(takeProblems()).toHaveLength(1);
  });

  it('answers in turn (the last repeating), goes offline, and holds answers until released', async () => {
    const answers = mockAnswers('POST /api/newsletter', [offline, serverError, subscribed]);
    await expect(subscribe()).rejects.toBeInstanceOf(TypeError);
    await expect(subscribe()).rejects.toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
    await expect(subscribe()).resolves.toEqual({ message: 'Subscribed Successfully' });
    answers.hold();
    let settled = false;
    const waiting = subscribe().then(() => (settled = true));
    await expect.poll(() => answers.calls.length).toBe(4);
    expect(settled).toBe(false);
    answers.release();
    await waiting;
    expect(settled).toBe(true);
  });
});

function opening(slug: string) {
  return {
    slug,
    title: 'Manager-Visual Design',
    location: 'Abu Dhabi',
    employmentType: 'Permanent',
    summary: 'Lead how Weekends looks.',
    postedAt: '2026-11-13T08:00:00.000Z',
    descriptionHtml: '<p>Lead the brand.</p>',
  };
}
