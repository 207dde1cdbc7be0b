import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n, { loadArabic } from '../../lib/i18n.ts';
import { dubaiDateOf } from '../../lib/bookableDate.ts';
import { renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';
import './i18n.ts';
import BookingCalendar from './BookingCalendar.tsx';

// Tuesday 1 December 2026 in Dubai; the activity runs on Fridays, and the first Friday is full.
const today = dubaiDateOf('2026-12-01');

function renderCalendar(on = today) {
  mockRoutes({
    'GET /api/activities/{id}/availability': () => ({
      status: 200,
      body: {
        dateInput: true,
        left: null,
        soldOut: false,
        dates: [
          { date: '2026-12-04', left: 0, closed: false },
          { date: '2026-12-11', left: 5, closed: false },
        ],
      },
    }),
  });
  return renderWithProviders(
    <BookingCalendar
      days={[{ id: 2, name: 'Friday', weekday: 5 }]}
      today={on}
      value={undefined}
      activityId={7}
      onSelect={() => {}}
    />,
  );
}

/** The weekday headings' full names, in the grid's order (the heading cells show the short names). */
const weekdayNames = (grid: HTMLElement) =>
  [...grid.querySelectorAll('thead th')].map((heading) => heading.getAttribute('aria-label'));

/** A day that cannot be picked: disabled, or only marked so while it holds the keyboard's focus. */
const unavailable = (day: HTMLElement) => day.closest('td')?.dataset.disabled === 'true';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('BookingCalendar', () => {
  it('names the month, the weekdays, the buttons and each day in English, the full day said so', async () => {
    renderCalendar();
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAccessibleName('December 2026');
    expect(weekdayNames(grid)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('navigation', { name: 'Change month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today, Tue, 1 Dec 2026' })).toBeDisabled();
    expect(unavailable(await screen.findByRole('button', { name: 'Fri, 4 Dec 2026, full or closed' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Fri, 11 Dec 2026' })).toBeEnabled();
    expect(document.querySelector('.rdp-root')).toHaveAttribute('dir', 'ltr');

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
  });

  it('opens on the month of the first day that can be picked, not on a month with none left', async () => {
    // Monday 30 November: November's Fridays are past.
    renderCalendar(dubaiDateOf('2026-11-30'));
    expect(screen.getByRole('grid')).toHaveAccessibleName('December 2026');
    expect(await screen.findByRole('button', { name: 'Fri, 11 Dec 2026' })).toBeEnabled();
  });

  it('speaks Arabic on an Arabic page: right to left, Arabic month and day names, the week still from Sunday', async () => {
    await loadArabic();
    await i18n.changeLanguage('ar');
    renderCalendar();
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAccessibleName('ديسمبر 2026');
    const weekdays = weekdayNames(grid);
    expect(weekdays[0]).toBe('الأحد');
    expect(weekdays[6]).toBe('السبت');
    expect(document.querySelector('.rdp-root')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'الشهر السابق' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('navigation', { name: 'تغيير الشهر' })).toBeInTheDocument();
    const full = await screen.findByRole('button', { name: /مكتمل أو مغلق$/ });
    expect(unavailable(full)).toBe(true);
    expect(full).toHaveTextContent('4');
    // No English is left anywhere in the calendar.
    expect(document.querySelector('.rdp-root')?.textContent).not.toMatch(/[A-Za-z]/);
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? '').not.toMatch(/[A-Za-z]/);
    }

    await userEvent.click(screen.getByRole('button', { name: 'الشهر التالي' }));
    expect(await screen.findByRole('grid', { name: 'يناير 2027' })).toBeInTheDocument();
  });
});
