import { afterEach, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/fakeApi.tsx';
import { mockRoutes } from '../../test/api/mockApi.ts';
import { Footer } from './Footer.tsx';

afterEach(() => vi.unstubAllGlobals());

it('links every information page of the footer columns, and the pages nothing else links to', async () => {
  mockRoutes({ 'GET /api/categories': () => ({ status: 200, body: [] }) });
  renderWithProviders(<Footer />);
  const footer = screen.getByRole('contentinfo');
  const links = {
    'About Us': '/about',
    Careers: '/career',
    'Terms & Conditions': '/terms-conditions',
    'Privacy Policy': '/privacy',
    'Become A Host': '/partner-contact',
    'Our Blog': '/blog',
    FAQs: '/faq',
    'Corporate Services': '/corporate',
    'Contact Us': '/contact',
    'How It Works': '/how-it-works',
    'Return Gift Weekend': '/give-back',
    'Sports Weekend': '/sports-weekend',
  };
  for (const [name, href] of Object.entries(links))
    expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
});
