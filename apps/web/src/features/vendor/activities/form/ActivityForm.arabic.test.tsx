import { act, cleanup, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_ARABIC_FIELDS } from '@weekends/shared/listings';
import { mockRoutes } from '../../../../test/api/mockApi.ts';
import { renderWithProviders } from '../../../../test/fakeApi.tsx';
import i18n, { loadArabic } from '../../../../lib/i18n.ts';
import { AddActivityPage } from '../AddActivityPage.tsx';
import { EditActivityPage } from '../EditActivityPage.tsx';
import { FakeUpload, listingDetail, lookupRoutes } from '../testing/listingFixtures.tsx';

/**
 * The listing form in both languages: each English text with its Arabic twin beside it, written right to left, sent
 * as the API's `*Ar` fields, and a stored translation shown for editing.
 */

// Leaflet draws nothing in jsdom; the stand-in map picks a place when its button is pressed.
vi.mock('./map/LocationMap.tsx', () => ({
  default: ({ onPick }: { onPick: (latitude: number, longitude: number) => void }) => (
    <button type="button" onClick={() => onPick(25.08, 55.14)}>
      Pick on map
    </button>
  ),
}));

beforeEach(() => {
  FakeUpload.sent = [];
  // Images go up by XMLHttpRequest (for their progress), which the test answers itself.
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function type(user: UserEvent, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const arabicField = (label: string) => {
  const field = screen.getByLabelText(label);
  expect(field, label).toHaveAttribute('dir', 'rtl');
  expect(field, label).toHaveAttribute('lang', 'ar');
  return field;
};

/**
 * The Arabic texts of migration 0020, with the label of each input and a value, as a host would write them. The
 * form must show an input for each Arabic text LISTING_ARABIC_FIELDS counts (checked below), and send it.
 */
const NEW_ARABIC: Record<string, [label: string, tab: string | null, value: string]> = {
  thursdayWorkingHoursAr: ['Thursday hours (Arabic)', 'Working Hours', 'مغلق'],
  fridayWorkingHoursAr: ['Friday hours (Arabic)', 'Working Hours', 'من 6:00 حتى 10:00'],
  saturdayWorkingHoursAr: ['Saturday hours (Arabic)', 'Working Hours', 'من 6:00 حتى 10:00'],
  workingHoursAr: ['Working hours (Arabic)', 'Working Hours', 'عطلة نهاية الأسبوع، صباحًا'],
  durationAr: ['Duration (Arabic)', 'Working Hours', '3 ساعات'],
  cancellationPolicyAr: [
    'Cancellation Policy (Arabic)',
    'Cancellation Policy',
    'الإلغاء مجاني حتى 48 ساعة قبل الموعد.',
  ],
  termsAndConditionsAr: ['Terms & Conditions (Arabic)', 'Terms & Conditions', 'تخضع الحجوزات لشروط الموقع.'],
  whatsNextAr: ["What's next (Arabic)", null, 'نرسل إليك نقطة الالتقاء.'],
  howToRedeemAr: ['How to redeem (Arabic)', null, 'أبرز القسيمة.'],
  additionalInformationAr: ['Additional information (Arabic)', null, 'يُرجى الحضور قبل الموعد بربع ساعة.'],
  otherInformationAr: ['Other information (Arabic)', null, 'مناسبة لجميع أفراد العائلة.'],
};
const newArabicValues = Object.fromEntries(Object.entries(NEW_ARABIC).map(([field, [, , value]]) => [field, value]));

/** The host's list, which the pages' navigation reads. */
const hostList = {
  'GET /api/host/activities': () => ({ status: 200, body: { items: [], canManageActivities: true } }),
};

describe('the listing form in English and Arabic', () => {
  it('sends the Arabic a host types beside the English, each Arabic field right to left', async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      ...lookupRoutes,
      ...hostList,
      'POST /api/host/activities': () => ({ status: 201, body: { id: 40, message: 'submitted' } }),
    });
    renderWithProviders(<AddActivityPage />);
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.getByText(/An Arabic field left empty shows the English to Arabic readers\./)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add images'), new File(['jpeg'], 'dunes.jpg', { type: 'image/jpeg' }));
    await act(async () =>
      FakeUpload.sent.at(-1)!.answer(201, { id: 1, path: '/uploads/listings/a-960.webp', width: 1600, height: 1067 }),
    );
    const fields: [string, string][] = [
      ['Title', 'Desert Kayak'],
      ['Title (Arabic)', 'كاياك الصحراء'],
      ['Description', 'Paddle at sunrise.'],
      ['Description (Arabic)', 'تجديف عند الشروق.'],
      ['Description of price option 1', 'Adult'],
      ['Price in AED of price option 1', '150'],
      ['Vouchers on sale', '30'],
      ['Thursday hours', 'Closed'],
      ['Friday hours', '6:00 to 10:00'],
      ['Saturday hours', '6:00 to 10:00'],
      ['Working hours', 'Weekends, mornings'],
      ['Duration', '3 hours'],
      ["What's next", 'We send the meeting point.'],
      ['How to redeem', 'Show the voucher.'],
      ['Address', 'Al Qudra Lakes'],
      ['Address (Arabic)', 'بحيرات القدرة'],
    ];
    for (const [label, value] of fields) await type(user, label, value);
    for (const label of ['Title (Arabic)', 'Description (Arabic)', 'Address (Arabic)']) arabicField(label);
    await user.click(arabicField('Arabic description of price option 1'));
    await user.paste('بالغ');
    // Every Arabic text of the listing has its input: the hours, the policies, redemption and the rest.
    for (const [label, tab, value] of Object.values(NEW_ARABIC)) {
      if (tab) await user.click(screen.getByRole('tab', { name: tab }));
      await user.click(arabicField(label));
      await user.paste(value);
    }

    // The tabs' texts and lists have their Arabic beside them too.
    await user.click(screen.getByRole('tab', { name: "What's Included" }));
    await type(user, "What's Included, row 1", 'Kayak');
    await user.click(arabicField("What's Included (Arabic), row 1"));
    await user.paste('قارب كاياك');
    await user.click(screen.getByRole('tab', { name: "What's Special" }));
    await user.click(arabicField("What's Special (Arabic)"));
    await user.paste('شروق فوق الكثبان');

    await user.click(await screen.findByRole('radio', { name: 'Adventure' }));
    await user.click(screen.getByRole('radio', { name: 'Out Of Home' }));
    await user.click(screen.getByRole('button', { name: 'Pick on map' }));
    await user.selectOptions(screen.getByLabelText('City'), 'Dubai');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Area' }),
      await screen.findByRole('option', { name: 'Al Barsha' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/^Congratulations!/)).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      title: 'Desert Kayak',
      titleAr: 'كاياك الصحراء',
      description: 'Paddle at sunrise.',
      descriptionAr: 'تجديف عند الشروق.',
      included: ['Kayak'],
      includedAr: ['قارب كاياك'],
      // An Arabic list or text left empty is sent as none (never left out, which would keep a stored one): the
      // Arabic site shows the English.
      notIncludedAr: null,
      highlightAr: 'شروق فوق الكثبان',
      thingsToKeepInMindAr: null,
      address: 'Al Qudra Lakes',
      addressAr: 'بحيرات القدرة',
      priceOptions: [{ description: 'Adult', descriptionAr: 'بالغ' }],
      ...newArabicValues,
    });
    // Each Arabic text the back office counts as missing is one the host can write here.
    const textFields = LISTING_ARABIC_FIELDS.filter((f) => !['included', 'notIncluded'].includes(f)).map(
      (f) => `${f}Ar`,
    );
    expect(textFields.filter((f) => !(f in (post.body as object)))).toEqual([]);
    expect(Object.keys(NEW_ARABIC).every((f) => textFields.includes(f))).toBe(true);
    // The whole form is filled in, field by field: on a loaded 2-core machine that takes longer than the default.
  }, 120_000);

  it('shows a listing’s stored Arabic for editing, and sends it again with the host’s change', async () => {
    const user = userEvent.setup();
    const stored = listingDetail();
    const api = mockRoutes({
      ...lookupRoutes,
      ...hostList,
      'GET /api/host/activities/7': () => ({
        status: 200,
        body: {
          ...stored,
          missingArabic: ['descriptionAr'],
          listing: {
            ...stored.listing,
            titleAr: 'جولة الكاياك',
            descriptionAr: null,
            includedAr: ['قارب كاياك', 'سترة نجاة'],
            addressAr: 'القرم الشرقي',
            ...newArabicValues,
            priceOptions: stored.listing.priceOptions.map((o) => ({ ...o, descriptionAr: 'بالغ' })),
          },
        },
      }),
      'PUT /api/host/activities/7': () => ({ status: 200, body: { id: 7, message: 'submitted' } }),
    });
    renderWithProviders(<EditActivityPage />, {
      path: '/vendor/dashboard/activities/7/edit',
      pattern: '/vendor/dashboard/activities/:id/edit',
    });

    expect(await screen.findByDisplayValue('جولة الكاياك')).toBe(arabicField('Title (Arabic)'));
    expect(arabicField('Description (Arabic)')).toHaveValue('');
    expect(arabicField('Address (Arabic)')).toHaveValue('القرم الشرقي');
    expect(screen.getByLabelText("What's Included (Arabic), row 1")).toHaveValue('قارب كاياك');
    expect(screen.getByLabelText("What's Included (Arabic), row 2")).toHaveValue('سترة نجاة');
    for (const [label, , value] of Object.values(NEW_ARABIC)) expect(arabicField(label), label).toHaveValue(value);
    expect(arabicField('Arabic description of price option 1')).toHaveValue('بالغ');

    await type(user, 'Description (Arabic)', 'تجديف بين أشجار القرم.');
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));

    expect(await screen.findByText(/^Congratulations!/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      title: 'Kayak Tour',
      titleAr: 'جولة الكاياك',
      descriptionAr: 'تجديف بين أشجار القرم.',
      includedAr: ['قارب كاياك', 'سترة نجاة'],
      addressAr: 'القرم الشرقي',
      priceOptions: [{ id: 31, description: 'Adult', descriptionAr: 'بالغ' }],
      ...newArabicValues,
    });
  });

  it('leaves out the Arabic a submission made before it existed does not hold, so a live translation stays', async () => {
    const user = userEvent.setup();
    // The fixture's listing has no Arabic fields at all, as a submission saved before them.
    const api = mockRoutes({
      ...lookupRoutes,
      ...hostList,
      'GET /api/host/activities/7': () => ({ status: 200, body: listingDetail({ pendingRevision: 'edit' }) }),
      'PUT /api/host/activities/7': () => ({ status: 200, body: { id: 7, message: 'submitted' } }),
    });
    renderWithProviders(<EditActivityPage />, {
      path: '/vendor/dashboard/activities/7/edit',
      pattern: '/vendor/dashboard/activities/:id/edit',
    });
    await screen.findByText(/An edit of this activity is already waiting for approval/);
    await type(user, 'Title (Arabic)', 'جولة الكاياك');
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));

    expect(await screen.findByText(/^Congratulations!/)).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    // What the host typed is sent; what they left empty is left out rather than sent as none.
    expect(body.titleAr).toBe('جولة الكاياك');
    expect(Object.keys(body).filter((key) => key.endsWith('Ar'))).toEqual(['titleAr']);
    expect((body.priceOptions as object[])[0]).not.toHaveProperty('descriptionAr');
  });

  it("names the listing in the heading in the page's language: its Arabic title on an Arabic page", async () => {
    const withArabic = listingDetail();
    withArabic.listing = { ...withArabic.listing, titleAr: 'جولة الكاياك' };
    mockRoutes({
      ...lookupRoutes,
      ...hostList,
      'GET /api/host/activities/7': () => ({ status: 200, body: withArabic }),
    });
    const heading = () => screen.findByRole('heading', { level: 2, name: /Kayak Tour|جولة الكاياك|تعديل: Kayak Tour/ });
    const page = { path: '/vendor/dashboard/activities/7/edit', pattern: '/vendor/dashboard/activities/:id/edit' };
    renderWithProviders(<EditActivityPage />, page);
    expect(await heading()).toHaveTextContent('Edit: Kayak Tour');
    cleanup();

    await loadArabic();
    await act(() => i18n.changeLanguage('ar'));
    try {
      renderWithProviders(<EditActivityPage />, page);
      expect(await heading()).toHaveTextContent('تعديل: جولة الكاياك');
      cleanup();
      // Without an Arabic title yet, the English one.
      mockRoutes({
        ...lookupRoutes,
        ...hostList,
        'GET /api/host/activities/7': () => ({ status: 200, body: listingDetail() }),
      });
      renderWithProviders(<EditActivityPage />, page);
      expect(await heading()).toHaveTextContent('تعديل: Kayak Tour');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
