import '../i18n.ts';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRoutes, type MockRequest } from '../../../test/api/mockApi.ts';
import { MarkdownField } from './MarkdownField.tsx';

afterEach(() => {
  cleanup();
});

function Field({ kind }: { kind: 'post' | 'opening' }) {
  const [value, setValue] = useState('');
  return <MarkdownField label="Post" kind={kind} value={value} onChange={(e) => setValue(e.target.value)} />;
}

function Harness({ kind = 'post' }: { kind?: 'post' | 'opening' }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Field kind={kind} />
    </QueryClientProvider>
  );
}

/** The server's renderer, as far as this test needs it: it escapes HTML, which a browser-side renderer might not. */
function serverRenderer(answer?: (request: MockRequest) => { status: number; body?: unknown }) {
  return mockRoutes({
    'POST /api/admin/content/preview': (request) => {
      if (answer) return answer(request);
      const { markdown } = request.body as { markdown: string };
      return { status: 200, body: { html: `<h2>Rendered by the server</h2><p>${markdown.replace(/</g, '&lt;')}</p>` } };
    },
  });
}

describe('the Markdown preview', () => {
  it("shows the server's rendering of what was typed, asking once typing pauses", async () => {
    const api = serverRenderer();
    render(<Harness />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('The preview shows here as you write.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Post' }), 'Hi <script>');
    expect(await within(preview).findByRole('heading', { name: 'Rendered by the server' })).toBeInTheDocument();
    expect(within(preview).getByText('Hi <script>')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();

    const previews = api.calls.filter((c) => c.path === '/api/admin/content/preview');
    // Typed in one go: the debounce sends the whole text, not a request per key.
    expect(previews.length).toBeLessThan(4);
    expect(previews.at(-1)!.body).toEqual({ kind: 'post', markdown: 'Hi <script>' });
  });

  it('asks for the posting renderer in an opening', async () => {
    const api = serverRenderer();
    render(<Harness kind="opening" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Post' }), 'Role');
    await screen.findByRole('heading', { name: 'Rendered by the server' });
    expect(api.calls.at(-1)!.body).toEqual({ kind: 'opening', markdown: 'Role' });
  });

  it('says so when the preview cannot be rendered, keeping the text', async () => {
    serverRenderer(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }));
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Post' });
    await userEvent.type(field, 'Draft');
    expect(await screen.findByText('The preview could not be rendered. Your text is not lost.')).toBeInTheDocument();
    expect(field).toHaveValue('Draft');
  });
});
