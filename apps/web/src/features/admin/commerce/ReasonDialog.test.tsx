import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { loadArabic } from '../../../lib/i18n.ts';
import arabicMessages from '../../../locales/ar/messages.json';
import { renderWithProviders } from '../../../test/fakeApi.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('ReasonDialog', () => {
  it("says the shared schema's own check in the page's language, Arabic included", async () => {
    // An Arabic back office: its page waited for the words it asked for, the messages' wording among them.
    await loadArabic();
    await i18n.changeLanguage('ar');
    const onConfirm = vi.fn(async () => undefined);
    renderWithProviders(
      <ReasonDialog title="Refund" description="Why?" confirmLabel="Refund" onConfirm={onConfirm} onClose={() => {}} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(arabicMessages.commerce.reasonRequired)).toBeInTheDocument();
    expect(screen.queryByText('Give a reason.')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
