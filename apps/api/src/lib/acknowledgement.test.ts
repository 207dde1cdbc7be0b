import { describe, expect, it, vi } from 'vitest';
import { acknowledgeSender } from './acknowledgement.ts';
import type { Mailer } from './mailer.ts';

const fakeMailer = () => ({ send: vi.fn<Mailer['send']>(async () => ({ id: 1, status: 'outbox' as const })) });

describe('acknowledging a form', () => {
  it("greets a full name by its first word and names the sender's address, in the page's language", async () => {
    const mailer = fakeMailer();
    await acknowledgeSender(mailer, 'contact', { name: '  Amira  Haddad ', email: 'amira@example.test' }, 'ar');
    expect(mailer.send).toHaveBeenCalledWith(
      'acknowledgement',
      'amira@example.test',
      { form: 'contact', firstName: 'Amira', values: { email: 'amira@example.test' } },
      { language: 'ar' },
    );
  });

  it("keeps a first name as given, and the form's own values instead of the address", async () => {
    const mailer = fakeMailer();
    await acknowledgeSender(mailer, 'career', { firstName: 'Mary Ann', email: 'm@example.test' }, 'en', {
      opening: 'Guide',
    });
    expect(mailer.send).toHaveBeenCalledWith(
      'acknowledgement',
      'm@example.test',
      { form: 'career', firstName: 'Mary Ann', values: { opening: 'Guide' } },
      { language: 'en' },
    );
  });
});
