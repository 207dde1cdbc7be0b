import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InlineText } from './InlineText.tsx';

afterEach(cleanup);

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <p data-testid="text">
        <InlineText text={text} />
      </p>
    </MemoryRouter>,
  );

describe('InlineText', () => {
  it('turns app paths, anchors and mail addresses into links and keeps the words around them', () => {
    renderText(
      'Read our [Privacy Policy](/privacy), see [clause 5](#hosts) or write to [support@weekends.ae](mailto:support@weekends.ae).',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'clause 5' })).toHaveAttribute('href', '#hosts');
    expect(screen.getByRole('link', { name: 'support@weekends.ae' })).toHaveAttribute(
      'href',
      'mailto:support@weekends.ae',
    );
    expect(screen.getByTestId('text')).toHaveTextContent(
      'Read our Privacy Policy, see clause 5 or write to support@weekends.ae.',
    );
  });

  it('leaves other targets and any markup as plain text', () => {
    renderText(
      'A [tracker](https://evil.example) and <b>bold</b> and [x](//evil.example) and [y](javascript:alert(1))',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('text')).toHaveTextContent('A tracker and <b>bold</b> and x and y');
  });
});
