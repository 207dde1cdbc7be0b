import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@weekends/shared/accounts';
import { api } from '../../lib/api.ts';
import { FactorCodeForm } from '../../components/factors/FactorCodeForm.tsx';
import { toSessionUser } from './sessionUser.ts';
import '../../components/factors/i18n.ts';

interface Props {
  /** The ways the account may take the step, as the sign-in answered them. */
  methods: readonly string[];
  /** The sign-in's ticket; none after a social sign-in, whose ticket waits in an httpOnly cookie. */
  ticket?: string;
  onSuccess: (user: CurrentUser) => void | Promise<void>;
  /** Back to the e-mail and password (a ticket lasts five minutes). */
  onRestart: () => void;
  /** 'Use a passkey instead', shown when the account has a passkey: the passkey sign-in's button, wired by its part. */
  passkey?: ReactNode;
}

/** The second step of a sign-in: the authenticator app's code, or a recovery code; on /login and in the pop-up. */
export function SecondStepForm({ methods, ticket, onSuccess, onRestart, passkey }: Props) {
  const { t } = useTranslation('factors');
  return (
    <section aria-labelledby="second-step-heading" className="space-y-4">
      <div>
        <h2 id="second-step-heading" className="text-lg font-bold text-slate-900">
          {t('secondStep.heading')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-slate-600">{t('secondStep.intro')}</p>
      </div>
      <FactorCodeForm
        methods={methods}
        submitLabel={t('secondStep.submit')}
        passkey={passkey}
        onSubmit={async (answer) => {
          if (answer.method === 'password') return;
          const user = await api.post('/api/accounts/two-step', { body: { ...answer, ...(ticket ? { ticket } : {}) } });
          await onSuccess(toSessionUser(user));
        }}
      />
      <button
        type="button"
        onClick={onRestart}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-slate-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('secondStep.restart')}
      </button>
    </section>
  );
}
