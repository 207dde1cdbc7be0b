import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { renderCareers, visualDesign } from '../testing/renderCareers.tsx';

afterEach(() => {
  cleanup();
});

describe('/career-detail/:id', () => {
  it('shows the posting: title, location, type, the rendered description, Apply Now, the way back and share links', async () => {
    mockRoutes({ 'GET /api/careers/visual': () => ({ status: 200, body: visualDesign }) });
    renderCareers('/career-detail/visual');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager-Visual Design' })).toBeInTheDocument();
    expect(screen.getAllByText('Abu Dhabi')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Permanent')[0]).toBeInTheDocument();
    expect(screen.getByText('Lead how Weekends looks.')).toBeInTheDocument();
    // The server's HTML is inserted as markup, not shown as text.
    expect(screen.getByRole('heading', { level: 2, name: 'What you will do' })).toBeInTheDocument();
    expect(screen.getByText('Lead the brand').tagName).toBe('LI');
    expect(screen.getByText('Manager-Visual Design', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/<strong>/)).not.toBeInTheDocument();

    for (const link of screen.getAllByRole('link', { name: 'Apply Now' }))
      expect(link).toHaveAttribute('href', '/career-form/visual');
    for (const link of screen.getAllByRole('link', { name: 'All positions' }))
      expect(link).toHaveAttribute('href', '/career');
    const share = screen.getByRole('list', { name: 'Share' });
    const facebook = within(share).getByRole('link', { name: 'Share on Facebook' });
    expect(facebook.getAttribute('href')).toContain(encodeURIComponent('/career-detail/visual'));
    expect(within(share).getByRole('link', { name: 'Share on LinkedIn' })).toBeInTheDocument();
    expect(within(share).getByRole('link', { name: 'Share on Twitter' })).toBeInTheDocument();
    expect(document.title).toContain('Manager-Visual Design');
  });

  it("shows the app's 404 look for a position that is not open", async () => {
    mockRoutes({
      'GET /api/careers/nope': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'This position is not open.' },
      }),
    });
    renderCareers('/career-detail/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! This Page Could Not Be Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOMEPAGE' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/career');
  });
});
