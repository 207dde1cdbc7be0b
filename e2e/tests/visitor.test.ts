import assert from 'node:assert/strict';
import { formatAed, pageTitle, selectionTotal, type ActivityDetail } from '@weekends/shared';
import { expect, test } from '../fixtures.ts';
import { scrollUntil } from '../support/browser.ts';

/**
 * The visitor's journey on the real product (seeded demo data, built web app) in Chromium:
 * home -> pick a city -> trending reloads -> Plan my weekend -> /search with its parameters -> price and rating
 * filters -> Load More -> an activity -> a date and quantities -> the right total -> every tab -> the 404 page.
 */
test('a visitor plans a weekend, filters, opens an activity and prices a booking', async ({ server, openPage }) => {
  const { page, errors, context } = await openPage();
  page.setDefaultTimeout(15_000);

  // Home: trending loads for the default cities, then reloads for the chosen city.
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { name: /Find your perfect weekend in/ }).waitFor();
  await page.getByRole('heading', { name: 'Trending this weekend' }).waitFor();
  const trendingReload = page.waitForResponse((r) => r.url().includes('/api/trending') && r.url().includes('city=2'));
  await page.getByRole('button', { name: /Choose a city, currently UAE/ }).click();
  await page.getByRole('button', { name: 'Abu Dhabi', exact: true }).click();
  const trending = (await (await trendingReload).json()) as { items: { city: { name: string } | null }[] };
  assert.ok(trending.items.length > 0, 'Abu Dhabi has trending experiences');
  assert.ok(
    trending.items.every((item) => item.city?.name === 'Abu Dhabi'),
    'trending is limited to the chosen city',
  );
  await page.getByRole('heading', { name: 'Trending in Abu Dhabi' }).waitFor();

  // Plan my weekend: Dubai, Friday, Adventure.
  await page.getByRole('button', { name: 'Plan my weekend' }).click();
  const planner = page.getByRole('dialog');
  await planner.waitFor();
  // The planner starts from the city already chosen on the page; this visitor switches to Dubai.
  const abuDhabi = planner.getByRole('checkbox', { name: 'Abu Dhabi' });
  await expect(abuDhabi, 'the chosen city is preselected').toBeChecked();
  await planner.getByText('Abu Dhabi', { exact: true }).click();
  await planner.getByText('Dubai', { exact: true }).click();
  const fullWeekend = planner.getByRole('checkbox', { name: 'Full Weekend' });
  await expect(fullWeekend, 'Full Weekend is selected by default').toBeChecked();
  await planner.getByText('Friday', { exact: true }).click();
  await expect(fullWeekend, 'picking a day deselects Full Weekend').not.toBeChecked();
  await planner.getByText('Adventure', { exact: true }).click();
  await planner.getByRole('button', { name: /Show my weekend/ }).click();
  await page.waitForURL(/\/search\?/);
  const planned = new URL(page.url());
  expect(planned.searchParams.getAll('city[]')).toEqual(['1']);
  expect(planned.searchParams.getAll('day[]')).toEqual(['2']);
  expect(planned.searchParams.getAll('category[]')).toEqual(['1']);
  const results = page.getByRole('list', { name: 'Experiences' });
  await results.getByRole('listitem').first().waitFor();

  // Price and rating filters (applied after the 500 ms debounce, kept in the address).
  const minThumb = page.getByRole('slider', { name: 'Minimum price' });
  // One step at a time, each waited for: on a loaded machine the debounce can fire between two presses, and the
  // results reloading under the slider must not swallow the next one.
  for (let value = 0; value < 50; value += 10) {
    await minThumb.focus();
    await minThumb.press('ArrowRight');
    await expect(minThumb).toHaveAttribute('aria-valuenow', String(value + 10));
  }
  await page.getByRole('radio', { name: /3 stars & up/ }).check();
  const filtered = await page.waitForResponse(
    (r) => r.url().includes('/api/activities?') && r.url().includes('minPrice=50') && r.url().includes('rating=3'),
  );
  const firstPage = (await filtered.json()) as { items: { slug: string }[]; hasMore: boolean };
  expect(firstPage.items.length).toBe(6);
  expect(firstPage.hasMore).toBe(true);
  await page.waitForURL((url) => url.searchParams.get('minPrice') === '50' && url.searchParams.get('rating') === '3');
  const cards = results.locator(':scope > li');
  await cards.nth(5).waitFor();
  expect(await cards.count(), 'the first page of the filtered results').toBe(6);

  // Load More appends the next page.
  await page.getByRole('button', { name: 'Load More' }).click();
  await cards.nth(6).waitFor();
  const hrefs = await results
    .locator('a[href^="/activity/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size, 'no activity is listed twice').toBe(hrefs.length);

  // Open an activity that needs a date and has at least two price options.
  let chosen: ActivityDetail | undefined;
  for (const href of hrefs) {
    const detail = (await (
      await page.request.get(`${server.url}/api${href!.replace('/activity/', '/activities/')}`)
    ).json()) as ActivityDetail;
    if (detail.dateInput && detail.priceOptions.length >= 2 && !detail.soldOut && !detail.submitRequest) {
      chosen = detail;
      break;
    }
  }
  assert.ok(chosen, 'the filtered results include a bookable activity with a date and two price options');
  const viewRecorded = page.waitForResponse(
    (r) => r.url().endsWith(`/api/activities/${chosen!.id}/views`) && r.status() === 204,
  );
  await results.locator(`a[href="/activity/${chosen.slug}"]`).first().click();
  await page.getByRole('heading', { level: 1, name: chosen.title }).waitFor();
  await viewRecorded;
  expect(await page.title()).toBe(pageTitle(chosen.metaTitle || chosen.title));

  // Book Now with nothing chosen highlights the panel.
  const panel = page.getByRole('region', { name: 'Book this experience' });
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await panel.getByText('Please choose at least one experience').waitFor();

  // A date: only the activity's own weekend days, never in the past.
  await panel.getByRole('button', { name: /Date/ }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Pick a date for this experience' });
  await calendar.waitFor();
  const enabledDay = calendar
    .locator('button[name="day"]:not([disabled]), td[role="gridcell"] button:not([disabled])')
    .first();
  // The calendar opens on the month of the activity's first weekday from today; the next month is the fallback
  // should that month have no day left to pick. Once the month shows, which of its days are enabled is final.
  await calendar.locator('td[role="gridcell"] button').first().waitFor();
  if ((await enabledDay.count()) === 0) await calendar.getByRole('button', { name: 'Next month' }).click();
  await enabledDay.click();
  await calendar.waitFor({ state: 'hidden' });

  // Quantities: 2 of the first option, 1 of the second; the first never goes below 0.
  const [first, second] = chosen.priceOptions as [
    ActivityDetail['priceOptions'][number],
    ActivityDetail['priceOptions'][number],
  ];
  const decreaseFirst = panel.getByRole('button', { name: `Remove one ${first.description}` });
  expect(await decreaseFirst.isDisabled()).toBe(true);
  await panel.getByRole('button', { name: `Add one ${first.description}` }).click();
  await panel.getByRole('button', { name: `Add one ${first.description}` }).click();
  await panel.getByRole('button', { name: `Add one ${second.description}` }).click();
  const expected = selectionTotal([
    { ...first, quantity: 2 },
    { ...second, quantity: 1 },
  ]);
  expect((await page.getByTestId('panel-total').textContent())?.trim()).toBe(formatAed(expected));

  // With a total above 0, Book Now opens the login pop-up for checkout: log in, sign up or continue as a guest
  // (the checkout journeys go on from here: tests/checkout.test.ts).
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const prompt = page.getByRole('dialog', { name: 'Log in to continue' });
  await prompt.getByText('Log in or sign up to book this experience.').waitFor();
  expect(await prompt.getByRole('tab').allTextContents()).toEqual(['Login', 'Sign Up', 'Guest']);
  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'detached' });

  // Every tab (the details load as the visitor scrolls down to them).
  const tabs = page.getByRole('tablist', { name: 'Experience details' });
  await scrollUntil(page, tabs);
  const tabNames = [
    'KNOW BEFORE YOU GO',
    ...(chosen.middle.highlight ? ['WHATS THE HIGHLIGHT'] : []),
    ...(chosen.middle.cancellationPolicy ? ['CANCELLATION POLICY'] : []),
  ];
  expect(await tabs.getByRole('tab').count()).toBe(tabNames.length);
  for (const name of tabNames) {
    await tabs.getByRole('tab', { name }).click();
    const tabPanel = page.getByRole('tabpanel', { name });
    await tabPanel.waitFor();
    if (name === 'WHATS THE HIGHLIGHT')
      assert.ok((await tabPanel.textContent())?.includes(chosen.middle.highlight!.split('\n')[0]!.slice(0, 40)));
    if (name === 'CANCELLATION POLICY')
      assert.ok(
        (await tabPanel.textContent())?.includes(chosen.middle.cancellationPolicy!.split('\n')[0]!.slice(0, 40)),
      );
  }
  await tabs.getByRole('tab', { name: 'KNOW BEFORE YOU GO' }).click();
  await page
    .getByRole('tabpanel', { name: 'KNOW BEFORE YOU GO' })
    .getByText('When and Where', { exact: false })
    .first()
    .waitFor();

  // An unknown path shows the 404 page, served with status 404.
  const response = await page.goto(`${server.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Oops! This Page Could Not Be Found' }).waitFor();
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'GO TO HOMEPAGE' }).click();
  await page.waitForURL(`${server.url}/`);

  expect(errors, 'no console errors along the way').toEqual([]);
  await context.close();
});
