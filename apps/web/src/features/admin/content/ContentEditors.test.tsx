import '../i18n.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOpening, AdminPostDetail } from '@weekends/shared/admin-content';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { OpeningEditor } from './OpeningEditor.tsx';
import { PostEditor } from './PostEditor.tsx';

afterEach(() => {
  cleanup();
});

const post: AdminPostDetail = {
  id: 7,
  slug: 'first-night-in-the-desert',
  title: 'Your First Night in the Desert',
  summary: 'What to pack for a night in the dunes.',
  image: null,
  status: 'draft',
  publishedAt: '2026-11-01T04:30:00.000Z',
  readingTime: 4,
  views: 0,
  createdAt: '2026-11-01T04:30:00.000Z',
  content: '## It gets cold\n\nPack a fleece.',
  metaTitle: 'Desert packing list',
  metaDescription: null,
  titleAr: 'ليلتك الأولى في الصحراء',
  summaryAr: null,
  contentAr: '## البرد أشد مما تظن\n\nاحمل سترة صوفية.',
  metaTitleAr: null,
  metaDescriptionAr: null,
  missingArabic: ['summaryAr', 'metaTitleAr'],
};

const opening: AdminOpening = {
  id: 3,
  slug: 'host-scout',
  title: 'Host Scout',
  location: 'Dubai',
  employmentType: 'Full time',
  summary: 'Find new hosts.',
  description: '## What you will do\n\nVisit hosts.',
  titleAr: 'مستكشف مضيفين',
  locationAr: 'دبي',
  employmentTypeAr: null,
  summaryAr: 'ابحث عن مضيفين جدد.',
  descriptionAr: null,
  missingArabic: ['employmentTypeAr', 'descriptionAr'],
  isActive: true,
  applications: 0,
  createdAt: '2026-11-01T04:30:00.000Z',
};

const preview = {
  'POST /api/admin/content/preview': () => ({ status: 200, body: { html: '<p>Preview</p>' } }),
};

const expectArabicField = (field: HTMLElement) => {
  expect(field).toHaveAttribute('dir', 'rtl');
  expect(field).toHaveAttribute('lang', 'ar');
};

describe('the post editor', () => {
  it('shows each Arabic text beside its English, marks what is missing, and saves the Arabic', async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      ...preview,
      'GET /api/admin/content/posts/{id}': () => ({ status: 200, body: post }),
      'PUT /api/admin/content/posts/{id}': (request) => ({
        status: 200,
        body: { ...post, ...(request.body as object), missingArabic: [] },
      }),
    });
    renderWithProviders(<PostEditor id={7} />);
    expect(await screen.findByText('2 Arabic fields to translate')).toBeInTheDocument();
    const titleAr = screen.getByRole('textbox', { name: 'Title (Arabic)' });
    expectArabicField(titleAr);
    expect(titleAr).toHaveValue('ليلتك الأولى في الصحراء');
    const contentAr = screen.getByRole('textbox', { name: 'Post (Arabic)' });
    expectArabicField(contentAr);
    expect(contentAr).toHaveValue('## البرد أشد مما تظن\n\nاحمل سترة صوفية.');
    // Its preview reads right to left, as the Arabic page does.
    const previews = screen.getAllByRole('region', { name: 'Preview' });
    expect(previews).toHaveLength(2);
    expect(previews[1]!.querySelector('[aria-live]')).toHaveAttribute('dir', 'rtl');
    expect(previews[0]!.querySelector('[aria-live]')).toHaveAttribute('dir', 'ltr');

    const summaryAr = screen.getByRole('textbox', { name: 'Summary (Arabic)' });
    expectArabicField(summaryAr);
    await user.type(summaryAr, 'ما تحمله لليلة بين الكثبان.');
    const metaTitleAr = screen.getByRole('textbox', { name: 'Page title for search engines (Arabic, optional)' });
    expectArabicField(metaTitleAr);
    await user.type(metaTitleAr, 'قائمة ما تحزمه للصحراء');
    expectArabicField(screen.getByRole('textbox', { name: 'Page description for search engines (Arabic, optional)' }));
    await user.clear(titleAr);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    // Every Arabic field is sent, an emptied one as null, so emptying it removes the translation.
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      title: 'Your First Night in the Desert',
      titleAr: null,
      summaryAr: 'ما تحمله لليلة بين الكثبان.',
      contentAr: '## البرد أشد مما تظن\n\nاحمل سترة صوفية.',
      metaTitleAr: 'قائمة ما تحزمه للصحراء',
      metaDescriptionAr: null,
    });
  });
});

describe('the opening editor', () => {
  it('shows each Arabic text beside its English, marks what is missing, and saves the Arabic', async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      ...preview,
      'GET /api/admin/content/openings/{id}': () => ({ status: 200, body: opening }),
      'PUT /api/admin/content/openings/{id}': (request) => ({
        status: 200,
        body: { ...opening, ...(request.body as object), missingArabic: [] },
      }),
    });
    renderWithProviders(<OpeningEditor id={3} />);
    expect(await screen.findByText('2 Arabic fields to translate')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title (Arabic)' })).toHaveValue('مستكشف مضيفين');
    expect(screen.getByRole('textbox', { name: 'Location (Arabic)' })).toHaveValue('دبي');
    for (const name of ['Title (Arabic)', 'Location (Arabic)', 'Summary (Arabic)', 'Description (Arabic)'])
      expectArabicField(screen.getByRole('textbox', { name }));
    const typeAr = screen.getByRole('textbox', { name: 'Employment type (Arabic)' });
    expectArabicField(typeAr);
    await user.type(typeAr, 'دوام كامل');
    await user.type(screen.getByRole('textbox', { name: 'Description (Arabic)' }), 'زيارة المضيفين.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      title: 'Host Scout',
      slug: 'host-scout',
      location: 'Dubai',
      employmentType: 'Full time',
      summary: 'Find new hosts.',
      description: '## What you will do\n\nVisit hosts.',
      titleAr: 'مستكشف مضيفين',
      locationAr: 'دبي',
      employmentTypeAr: 'دوام كامل',
      summaryAr: 'ابحث عن مضيفين جدد.',
      descriptionAr: 'زيارة المضيفين.',
    });
  });
});
