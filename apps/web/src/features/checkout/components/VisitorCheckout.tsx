import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../login-dialog/LoginPrompt.tsx';

/**
 * A visitor at the checkout is asked to log in, sign up or continue as a guest (the login pop-up opened from
 * checkout). Once signed in, the page shows their cart; closing the pop-up leaves a button to open it again.
 */
export function VisitorCheckout() {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(true);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{t('visitor.heading')}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t('visitor.body')}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-6 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('visitor.open')}
      </button>
      <LoginPrompt open={open} onOpenChange={setOpen} reason={t('visitor.reason')} fromCheckout initialView="login" />
    </div>
  );
}
