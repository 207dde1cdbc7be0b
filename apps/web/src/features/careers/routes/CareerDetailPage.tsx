import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ShareButtons } from '../../../components/ShareButtons.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useCareerOpening } from '../api.ts';
import { ApplyLink } from '../components/ApplyLink.tsx';
import { BackLink } from '../components/BackLink.tsx';
import { CareersHero } from '../components/CareersHero.tsx';
import { OpeningMeta } from '../components/OpeningMeta.tsx';
import { PostingBody } from '../components/PostingBody.tsx';
import { UnknownOpening } from '../components/UnknownOpening.tsx';
import '../i18n.ts';

/** /career-detail/{id}: one posting, its description, Apply Now, the way back and share links. */
export function CareerDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('careers');
  const opening = useCareerOpening(id);
  const data = opening.data;
  usePageMeta(
    data ? t('meta.detail.title', { title: data.title, location: data.location }) : t('meta.detail.loading'),
    data?.summary,
  );

  if (data === null) return <UnknownOpening />;
  if (opening.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">{t('meta.detail.loading')}</h1>
        <LoadError title={t('detail.loadError')} error={opening.error} onRetry={() => void opening.refetch()} />
      </section>
    );
  }
  if (!data) return <DetailSkeleton />;

  return (
    <>
      <CareersHero
        title={data.title}
        before={
          <BackLink to="/career" tone="light">
            {t('detail.back')}
          </BackLink>
        }
      >
        <div className="mt-5">
          <OpeningMeta location={data.location} employmentType={data.employmentType} tone="dark" />
        </div>
        <ApplyLink slug={data.slug} tone="light" className="mt-8" />
      </CareersHero>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 lg:px-8 lg:py-14">
        <article>
          <h2 className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('detail.aboutRole')}</h2>
          <p className="mt-3 text-lg leading-relaxed font-medium text-slate-900">{data.summary}</p>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PostingBody html={data.descriptionHtml} />
          </div>
        </article>

        <aside className="lg:pt-1">
          <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28">
            <div>
              <h2 className="text-lg font-bold text-slate-900">{t('detail.applyHeading')}</h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t('detail.applyText')}</p>
              <ApplyLink slug={data.slug} className="mt-5 w-full" />
            </div>
            <div className="border-t border-slate-100 pt-5">
              <h2 className="text-sm font-semibold text-slate-900">{t('detail.share')}</h2>
              <ShareButtons
                path={`/career-detail/${encodeURIComponent(data.slug)}`}
                title={data.title}
                className="mt-3"
              />
            </div>
          </div>
          <BackLink to="/career" className="mt-4">
            {t('detail.back')}
          </BackLink>
        </aside>
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <div className="bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900">
        <div className="mx-auto max-w-6xl animate-pulse px-4 py-14 sm:px-6 lg:px-8">
          <div className="h-4 w-28 rounded bg-white/20" />
          <div className="mt-6 h-10 w-2/3 rounded bg-white/20" />
          <div className="mt-6 flex gap-2">
            <div className="h-7 w-28 rounded-full bg-white/15" />
            <div className="h-7 w-24 rounded-full bg-white/15" />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl animate-pulse space-y-3 px-4 py-10 sm:px-6 lg:px-8">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className={`h-4 rounded bg-slate-100 ${row % 2 ? 'w-5/6' : 'w-full'}`} />
        ))}
      </div>
    </div>
  );
}
