import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { ActivityDetail } from '@weekends/shared';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useRecordView } from '../lib/useRecordView.ts';
import { ActivityHeader } from './ActivityHeader.tsx';
import { Booking } from './booking/Booking.tsx';
import type { DetailTab } from './DetailTabs.tsx';
import { lazyWithPreload } from '../../../lib/lazyWithPreload.ts';
import { BelowTheFold } from '../../../components/BelowTheFold.tsx';
import { LoadBoundary } from '../../../components/LoadBoundary.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useTranslation } from 'react-i18next';
import { ImageCarousel } from './ImageCarousel.tsx';
import { InfoList } from './InfoList.tsx';

// The tabs (Radix Tabs, the description, the reviews, the map's frame) sit below the gallery and the booking panel:
// the server renders them, and the browser fetches their code as the visitor scrolls towards them, keeping the first
// page within its JavaScript budget (170 KB gzipped).
const DetailTabs = lazyWithPreload(() => import('./DetailTabs.tsx').then((m) => m.DetailTabs));

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_CHARS = 160;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** One activity's page. Its parent keys it on the slug, so moving to another activity starts from a clean state. */
export function ActivityView({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const [tab, setTab] = useState<DetailTab>('know');
  // A link to #reviews, or to the review box (#write-review, from the review request mail), needs the tabs at once.
  const [wanted, setWanted] = useState(
    () => typeof window !== 'undefined' && ['#reviews', '#write-review'].includes(window.location.hash),
  );
  useRecordView(activity.id);
  usePageMeta(
    activity.metaTitle || activity.title,
    clip(activity.metaDescription || activity.description, META_DESCRIPTION_CHARS),
  );

  // The reviews live in the first tab: switch to it before following the #reviews link.
  const showReviews = (event: MouseEvent<HTMLAnchorElement>) => {
    if (tab === 'know' && document.getElementById('reviews')) return;
    event.preventDefault();
    const scroll = () => {
      flushSync(() => setTab('know'));
      document.getElementById('reviews')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      window.history.replaceState(window.history.state, '', '#reviews');
    };
    if (document.getElementById('reviews')) return scroll();
    // Not downloaded yet: fetch the tabs, let them render, then scroll.
    setWanted(true);
    void import('./DetailTabs.tsx').then(() => requestAnimationFrame(() => requestAnimationFrame(scroll)));
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:px-8 lg:pt-8 lg:pb-16">
      <ActivityHeader activity={activity} onAddReview={showReviews} />
      <div className="mt-6 grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        {/* Booking comes first in the DOM so keyboard and screen-reader users reach it before the long details;
            the grid places it on the right. Its top offset clears the shell's sticky header (about 106 px). */}
        <aside className="lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:self-start">
          <Booking activity={activity} />
        </aside>
        <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          <ImageCarousel images={activity.images} title={activity.title} />
          <InfoList activity={activity} />
          {/* A failed download of the details' code stays in their place instead of replacing the whole page; the
              page is loaded again to retry, since React keeps a lazy part's failure. */}
          <LoadBoundary
            fallback={() => (
              <LoadError
                title={t('tabs.loadError')}
                hint={t('tabs.loadErrorHint')}
                error={null}
                onRetry={() => window.location.reload()}
              />
            )}
          >
            <BelowTheFold margin="100px" eager={wanted} fallback={<div className="min-h-[40rem]" aria-busy="true" />}>
              <DetailTabs activity={activity} value={tab} onValueChange={setTab} />
            </BelowTheFold>
          </LoadBoundary>
        </div>
      </div>
    </div>
  );
}
