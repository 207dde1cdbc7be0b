import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CORPORATE_MESSAGES } from '@weekends/shared/corporates';
import { LoadError } from '../../../components/LoadError.tsx';
import { openConfirmationPrompt } from '../../../lib/confirmation-prompt.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useCorporate } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { AuthLink } from '../components/AuthLink.tsx';
import { CorporateRegisterForm } from '../components/CorporateRegisterForm.tsx';
import { useFinishSignIn } from '../useFinishSignIn.ts';
import '../i18n.ts';
import { wordMessage } from '../../../lib/messages.ts';
import { isolate } from '../../../lib/format/index.ts';

/** /corporate/{name}/register, where name is the corporate's url slug: its staff sign up with their company e-mail. */
export function CorporateRegisterPage() {
  const { name = '' } = useParams();
  const { t } = useTranslation('auth');
  const corporate = useCorporate(name);
  const finish = useFinishSignIn();
  const data = corporate.data;
  usePageMeta(
    data
      ? t('meta.corporate.title', { name: data.name })
      : data === null
        ? t('notFound.title', { ns: 'common' })
        : t('meta.corporate.loading'),
    data ? t('meta.corporate.description', { name: data.name }) : undefined,
  );

  if (corporate.isPending) return <CorporateSkeleton />;
  if (corporate.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">{t('meta.corporate.loading')}</h1>
        <LoadError
          title={t('corporate.loadError')}
          hint={t('corporate.loadErrorHint')}
          error={corporate.error}
          onRetry={() => void corporate.refetch()}
        />
      </section>
    );
  }
  if (!data) return <UnknownCorporate />;

  return (
    <AuthLayout
      eyebrow={t('corporate.eyebrow')}
      title={t('corporate.heading', { name: isolate(data.name) })}
      intro={t('corporate.intro', { domain: `@${data.companyEmailDomain}` })}
      footer={
        <>
          {t('corporate.haveAccount')} <AuthLink to="/login">{t('corporate.logIn')}</AuthLink>
        </>
      }
    >
      <CorporateRegisterForm
        corporate={data}
        onSuccess={async (user) => {
          await finish(user);
          openConfirmationPrompt();
        }}
      />
    </AuthLayout>
  );
}

/** The app's 404 look, saying which page does not exist. */
function UnknownCorporate() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <p className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{wordMessage(CORPORATE_MESSAGES.notFound)}</h1>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-full bg-brand-700 px-8 py-3 text-sm font-semibold tracking-wide text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t('notFound.cta')}
      </Link>
    </section>
  );
}

function CorporateSkeleton() {
  return (
    <section aria-busy="true" className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
      <div className="mx-auto max-w-5xl animate-pulse rounded-3xl bg-white p-8 ring-1 ring-slate-200 sm:p-10">
        <div className="mx-auto max-w-md space-y-4">
          <div className="h-3 w-32 rounded bg-slate-200" />
          <div className="h-8 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-100" />
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="h-11 w-full rounded-lg bg-slate-100" />
          ))}
        </div>
      </div>
    </section>
  );
}
