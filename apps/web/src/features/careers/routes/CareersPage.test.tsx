import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { marketing, renderCareers, visualDesign } from '../testing/renderCareers.tsx';

const card = ({ descriptionHtml: _html, ...opening }: typeof visualDesign) => opening;

afterEach(() => {
  cleanup();
});

describe('/career', () => {
  it('introduces working at Weekends and lists the open positions from the API', async () => {
    mockRoutes({ 'GET /api/careers': () => ({ status: 200, body: [card(marketing), card(visualDesign)] }) });
    renderCareers('/career');
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByText(/make the most of every weekend/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why work at Weekends' })).toBeInTheDocument();

    const items = (await screen.findAllByRole('article')).map((article) => within(article));
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first!.getByRole('heading', { name: 'Digital Marketing Executive' })).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Digital Marketing Executive' })).toHaveAttribute(
      'href',
      '/career-detail/digital-marketing-executive',
    );
    expect(first!.getByText('Full time')).toBeInTheDocument();
    expect(first!.getByText('Plan and run our campaigns.')).toBeInTheDocument();
    expect(first!.getByText('Posted 19 Nov 2026')).toBeInTheDocument();
    expect(second!.getByRole('link', { name: 'Manager-Visual Design' })).toHaveAttribute(
      'href',
      '/career-detail/visual',
    );
    expect(second!.getByText('Abu Dhabi')).toBeInTheDocument();
    expect(second!.getByText('Permanent')).toBeInTheDocument();
    expect(screen.getByText('2 open positions')).toBeInTheDocument();
    expect(document.title).toContain('Careers');
  });

  it('opens a position from its card', async () => {
    mockRoutes({
      'GET /api/careers': () => ({ status: 200, body: [card(visualDesign)] }),
      // The position's page, where the card leads, loads it.
      'GET /api/careers/visual': () => ({ status: 200, body: visualDesign }),
    });
    const { router } = renderCareers('/career');
    await userEvent.click(await screen.findByRole('link', { name: 'Manager-Visual Design' }));
    expect(router.state.location.pathname).toBe('/career-detail/visual');
  });

  it('says so when nothing is open, with a way to write to us', async () => {
    mockRoutes({ 'GET /api/careers': () => ({ status: 200, body: [] }) });
    renderCareers('/career');
    expect(await screen.findByText('There are no open positions right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'careers@weekends.ae' })).toHaveAttribute(
      'href',
      'mailto:careers@weekends.ae',
    );
  });

  it('offers a retry when the list does not load', async () => {
    let fail = true;
    mockRoutes({
      'GET /api/careers': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }
          : { status: 200, body: [card(visualDesign)] },
    });
    renderCareers('/career');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the open positions.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Manager-Visual Design' })).toBeInTheDocument();
  });
});
