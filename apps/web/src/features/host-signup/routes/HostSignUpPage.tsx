import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostApplicationAnswer } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useHostMe } from '../../../lib/hostApplication.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useStoreApplication } from '../api.ts';
import { HostSignUpForm } from '../components/HostSignUpForm.tsx';
import { Outcome } from '../components/Outcome.tsx';
import '../i18n.ts';

/**
 * /partner-new, 'Business (Host)'s Sign Up', reached from Become A Host. A visitor applies and
 * gets an account; a signed-in customer applies with theirs. Someone whose application waits or was approved is
 * told so instead of a second form; a rejected one sees the reason and may apply again.
 */
export function HostSignUpPage() {
  const { t } = useTranslation('hostSignup');
  usePageMeta(t('meta.title'), t('meta.description'));
  const session = useSession();
  const signedIn = session.status === 'customer';
  const host = useHostMe(signedIn);
  const [done, setDone] = useState<HostApplicationAnswer | null>(null);
  const store = useStoreApplication();
  // The thanks first, in the same render as the new session, so the page never shows 'already applied' on the way.
  const onDone = (answer: HostApplicationAnswer) => {
    setDone(answer);
    store(answer);
  };

  let body;
  if (done) {
    body = (
      <Outcome title={t('success.title')} link={{ to: '/vendor/dashboard', label: t('success.dashboard') }}>
        <p>{t('success.reviewing', { company: done.host.companyName })}</p>
        {!done.user.isConfirmed && <p>{t('success.confirm', { email: done.user.email })}</p>}
      </Outcome>
    );
  } else if (session.status === 'loading' || (signedIn && host.isPending)) {
    body = <p className="text-sm text-slate-500">{t('loading')}</p>;
  } else if (signedIn && host.data && host.data.status !== 'rejected') {
    const approved = host.data.status === 'approved';
    body = (
      <Outcome
        title={approved ? t('already.approvedTitle') : t('already.pendingTitle')}
        link={{ to: '/vendor/dashboard', label: t('already.dashboard') }}
      >
        <p>{t(approved ? 'already.approvedBody' : 'already.pendingBody', { company: host.data.companyName })}</p>
      </Outcome>
    );
  } else {
    const rejected = signedIn && host.data?.status === 'rejected' ? host.data : null;
    body = (
      <>
        {rejected && (
          <div className="mb-8">
            <FormAlert tone="info">
              <p className="font-semibold">{t('rejected.title')}</p>
              {rejected.rejectionReason && (
                <p className="mt-1">{t('rejected.reason', { reason: rejected.rejectionReason })}</p>
              )}
              <p className="mt-1">{t('rejected.again')}</p>
            </FormAlert>
          </div>
        )}
        <HostSignUpForm user={session.user} onDone={onDone} />
      </>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-slate-600">{t('intro')}</p>
        <div className="mt-8 rounded-3xl bg-white p-5 shadow-[0_20px_60px_-30px_rgb(15_23_42/0.35)] ring-1 ring-slate-200 sm:p-8">
          {body}
        </div>
      </div>
    </div>
  );
}
