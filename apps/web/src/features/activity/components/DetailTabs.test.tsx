import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityDetail } from '@weekends/shared';
import { activityFixture } from '../testing/activityFixture.ts';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { mockRoutes } from '../../../test/api/mockApi.ts';
import { DetailTabs, type DetailTab } from './DetailTabs.tsx';

function Harness({ activity }: { activity: ActivityDetail }) {
  const [tab, setTab] = useState<DetailTab>('know');
  return <DetailTabs activity={activity} value={tab} onValueChange={setTab} />;
}

const withMiddle = (middle: Partial<ActivityDetail['middle']>) =>
  activityFixture({ middle: { ...activityFixture().middle, ...middle } });

beforeEach(() => {
  mockRoutes({
    'GET /api/activities/7/reviews': () => ({ status: 200, body: [] }),
    // The reviews ask who is reading (to offer writing one); a visitor here.
    'GET /api/accounts/session': () => ({ status: 200, body: { user: null } }),
  });
});
afterEach(() => {
  cleanup();
});

describe('detail tabs', () => {
  it('shows only KNOW BEFORE YOU GO when there is no highlight and no policy', () => {
    renderWithProviders(<Harness activity={withMiddle({ highlight: null, cancellationPolicy: '  ' })} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['KNOW BEFORE YOU GO']);
  });

  it('adds WHATS THE HIGHLIGHT only when a highlight exists', () => {
    renderWithProviders(<Harness activity={withMiddle({ highlight: 'Flamingos at dusk' })} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'KNOW BEFORE YOU GO',
      'WHATS THE HIGHLIGHT',
    ]);
  });

  it('adds CANCELLATION POLICY only when a policy exists, and shows it when chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        activity={withMiddle({ highlight: 'Flamingos at dusk', cancellationPolicy: 'Full refund 48 hours before.' })}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'KNOW BEFORE YOU GO',
      'WHATS THE HIGHLIGHT',
      'CANCELLATION POLICY',
    ]);
    await user.click(screen.getByRole('tab', { name: 'CANCELLATION POLICY' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Full refund 48 hours before.');
  });

  it('shows the empty reviews message and renders no empty sections', async () => {
    renderWithProviders(<Harness activity={activityFixture()} />);
    expect(
      await screen.findByText("There aren't any reviews for this activity yet. Be the first to write one!"),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Things To Keep In Mind' })).not.toBeInTheDocument();
    // Included and not-included lists show only when both have entries.
    expect(screen.queryByRole('heading', { name: "What's included" })).not.toBeInTheDocument();
  });

  it('cuts a long description at 75 words with Read More / Read Less', async () => {
    const user = userEvent.setup();
    const long = Array.from({ length: 90 }, (_, i) => `word${i + 1}`).join(' ');
    renderWithProviders(<Harness activity={activityFixture({ description: long })} />);
    expect(screen.getByText(/word75…/)).toBeInTheDocument();
    expect(screen.queryByText(/word90/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByText(/word90/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
