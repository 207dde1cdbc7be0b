import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Category, City, Day } from '@weekends/shared';
import { Planner } from './Planner.tsx';
import { plannerSearchUrl } from '../lib/plannerRules.ts';
import { stubLayoutApis } from '../../../test/layoutStubs.ts';

// jsdom has no layout observers; the carousels only need them to exist.
beforeAll(() => stubLayoutApis());
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

const cities: City[] = [
  { id: 11, name: 'Dubai', slug: 'dubai' },
  { id: 12, name: 'Abu Dhabi', slug: 'abu-dhabi' },
];
const days: Day[] = [
  { id: 1, name: 'Thursday', weekday: 4 },
  { id: 2, name: 'Friday', weekday: 5 },
  { id: 3, name: 'Saturday', weekday: 6 },
];
const category = (id: number, name: string, slug: string): Category => ({
  id,
  name,
  slug,
  level: 1,
  image: `/uploads/${slug}.webp`,
  menuImage: null,
  headerImage: null,
  metaTitle: null,
  metaDescription: null,
  children: [],
  menuActivities: [],
});
const categories: Category[] = [
  category(7, 'Adventure', 'adventure'),
  category(8, 'Weekend Pass', 'weekend-pass'),
  category(9, 'Workshops', 'workshops'),
];

function SearchProbe() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderPlanner(variant: 'page' | 'modal' = 'page') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Planner cities={cities} days={days} categories={categories} variant={variant} /> },
      { path: '/search', element: <SearchProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Full Weekend', () => {
  it('is selected by default, with no single day', () => {
    renderPlanner();
    expect(box('Full Weekend')).toBeChecked();
    for (const day of days) expect(box(day.name)).not.toBeChecked();
  });

  it('is deselected when a day is picked', async () => {
    const user = renderPlanner();
    await user.click(box('Friday'));
    expect(box('Friday')).toBeChecked();
    expect(box('Full Weekend')).not.toBeChecked();
  });

  it('clears the picked days when chosen again', async () => {
    const user = renderPlanner();
    await user.click(box('Thursday'));
    await user.click(box('Saturday'));
    await user.click(box('Full Weekend'));
    expect(box('Full Weekend')).toBeChecked();
    expect(box('Thursday')).not.toBeChecked();
    expect(box('Saturday')).not.toBeChecked();
  });

  it('stays selected when clicked while already selected', async () => {
    const user = renderPlanner();
    await user.click(box('Full Weekend'));
    expect(box('Full Weekend')).toBeChecked();
  });

  it('comes back when the last picked day is removed', async () => {
    const user = renderPlanner();
    await user.click(box('Friday'));
    await user.click(box('Friday'));
    expect(box('Full Weekend')).toBeChecked();
  });
});

describe('mood carousel', () => {
  it('leaves out Weekend Pass', () => {
    renderPlanner();
    expect(screen.queryByRole('checkbox', { name: 'Weekend Pass' })).toBeNull();
    expect(screen.getAllByTestId('planner-tile')).toHaveLength(2);
  });

  it('shows 6 / 3 / 2 tiles per view on the page', () => {
    renderPlanner('page');
    for (const tile of screen.getAllByTestId('planner-tile')) {
      expect(tile).toHaveClass('basis-1/2', 'md:basis-1/3', 'lg:basis-1/6');
      expect(tile).not.toHaveClass('lg:basis-1/5');
    }
  });

  it('shows 5 / 3 / 2 tiles per view in the modal', () => {
    renderPlanner('modal');
    for (const tile of screen.getAllByTestId('planner-tile')) {
      expect(tile).toHaveClass('basis-1/2', 'md:basis-1/3', 'lg:basis-1/5');
      expect(tile).not.toHaveClass('lg:basis-1/6');
    }
  });
});

describe('submit', () => {
  const submit = () => screen.getByRole('button', { name: 'Show my weekend' });

  it('goes to /search with city[], day[] and category[] ids', async () => {
    const user = renderPlanner();
    await user.click(box('Abu Dhabi'));
    await user.click(box('Dubai'));
    await user.click(box('Friday'));
    await user.click(box('Adventure'));
    await user.click(box('Workshops'));
    await user.click(submit());
    expect(screen.getByTestId('url')).toHaveTextContent(
      /^\/search\?city\[\]=12&city\[\]=11&day\[\]=2&category\[\]=7&category\[\]=9$/,
    );
  });

  it('sends no day[] for Full Weekend', async () => {
    const user = renderPlanner('modal');
    await user.click(box('Dubai'));
    await user.click(submit());
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/search\?city\[\]=11$/);
  });

  it('goes to bare /search when nothing is chosen', async () => {
    const user = renderPlanner();
    await user.click(submit());
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/search$/);
  });

  it('names the form fields like the URL it builds', () => {
    renderPlanner();
    expect(box('Dubai')).toHaveAttribute('name', 'city[]');
    expect(box('Friday')).toHaveAttribute('name', 'day[]');
    expect(box('Adventure')).toHaveAttribute('name', 'category[]');
    expect(box('Full Weekend')).not.toHaveAttribute('name');
  });
});

describe('plannerSearchUrl', () => {
  it('orders cities, days, then categories', () => {
    expect(plannerSearchUrl({ categories: [3], days: [2], cities: [1] })).toBe('/search?city[]=1&day[]=2&category[]=3');
  });
});
