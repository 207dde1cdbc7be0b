import '../i18n.ts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { bundleCardFixture } from '../testing/bundleFixture.ts';
import { PassCard } from './PassCard.tsx';

afterEach(cleanup);

const activitiesOf = () => within(screen.getByTestId('pass-activities'));

describe('weekend pass card', () => {
  it('shows the first 3 experiences and a +N more tile for the rest', () => {
    renderWithProviders(<PassCard pass={bundleCardFixture(5)} />);
    expect(activitiesOf().getByText('Experience number 3')).toBeInTheDocument();
    expect(activitiesOf().queryByText('Experience number 4')).not.toBeInTheDocument();
    expect(screen.getByTestId('pass-more')).toHaveTextContent('+2 more');
    expect(screen.getByTestId('pass-more')).toHaveTextContent('and 2 more experiences');
  });

  it('has no +N more tile with 3 experiences or fewer', () => {
    renderWithProviders(<PassCard pass={bundleCardFixture(3)} />);
    expect(activitiesOf().getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByTestId('pass-more')).not.toBeInTheDocument();
  });

  it('shows at most five highlights', () => {
    const pass = bundleCardFixture(2, ['One', 'Two', 'Three', 'Four', 'Five']);
    // The schema allows five; a sixth from an older server must still not show.
    pass.highlights.push('Six');
    renderWithProviders(<PassCard pass={pass} />);
    const highlights = within(screen.getByTestId('pass-highlights')).getAllByRole('listitem');
    expect(highlights.map((li) => li.textContent)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
  });

  it('shows Start from with the undiscounted total struck through, and links to the pass', () => {
    renderWithProviders(<PassCard pass={bundleCardFixture(2)} />);
    expect(screen.getByTestId('pass-start-from')).toHaveTextContent('AED 90');
    expect(screen.getByLabelText('Was AED 100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about City Pass' })).toHaveAttribute(
      'href',
      '/weekend-detail/city-pass',
    );
  });
});
