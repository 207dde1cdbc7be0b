import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { CodeStep } from '../components/CodeStep.tsx';
import { DoneStep } from '../components/DoneStep.tsx';
import { EmailStep } from '../components/EmailStep.tsx';
import '../i18n.ts';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'done'; email: string; message: string };
const STEPS = ['email', 'code', 'done'] as const;

const linkClass =
  'rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * 'Recover Your Password': the e-mail, then the mailed code with the new password,
 * then the outcome with Login Now. ?email= fills in the first step (the login page may pass it along); ?secured=1 says
 * that 'This wasn't me' signed the account out everywhere and switched its password off.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('recovery');
  usePageMeta(t('meta.title'), t('meta.description'));
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [lastEmail, setLastEmail] = useState(params.get('email') ?? '');
  const secured = params.get('secured') === '1';
  const index = STEPS.indexOf(step.name);

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
          <StepIndicator current={index} />
          {/* Landed here from a new-device mail's 'This wasn't me' (NotMePage): say what happened and what is next. */}
          {secured && step.name !== 'done' && (
            <p
              role="status"
              className="mt-5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900"
            >
              {t('securedNotice')}
            </p>
          )}
          <div className="mt-6">
            {step.name === 'email' && (
              <EmailStep
                defaultEmail={lastEmail}
                onSent={(email) => {
                  setLastEmail(email);
                  setStep({ name: 'code', email });
                }}
              />
            )}
            {step.name === 'code' && (
              <CodeStep
                email={step.email}
                onChanged={(message) => setStep({ name: 'done', email: step.email, message })}
                onChangeEmail={() => setStep({ name: 'email' })}
              />
            )}
            {step.name === 'done' && <DoneStep email={step.email} message={step.message} />}
          </div>
        </div>
        {step.name !== 'done' && (
          <p className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm">
            <Link to="/login" className={linkClass}>
              {t('links.remember')}
            </Link>
            <span aria-hidden="true" className="h-4 w-px bg-slate-300" />
            <Link to="/register" className={linkClass}>
              {t('links.register')}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

function StepIndicator({ current }: { current: number }) {
  const { t } = useTranslation('recovery');
  const labels = [t('steps.email'), t('steps.code'), t('steps.done')];
  return (
    <div className="mt-4">
      <p className="sr-only">{t('steps.label', { current: current + 1, total: labels.length })}</p>
      <ol className="grid grid-cols-3 gap-2" aria-hidden="true">
        {labels.map((label, i) => (
          <li key={label}>
            <span className={`block h-1.5 rounded-full ${i <= current ? 'bg-brand-600' : 'bg-slate-200'}`} />
            <span
              className={`mt-1.5 block text-xs font-medium ${i === current ? 'text-brand-800' : i < current ? 'text-slate-600' : 'text-slate-500'}`}
            >
              {label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
