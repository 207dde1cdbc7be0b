import { useId } from 'react';
import { CAROUSEL_SLIDE, CAROUSEL_VIEWPORT, useCarousel } from '../../../components/useCarousel.ts';
import { useTranslation } from 'react-i18next';
import type { HomeSection, LatLng } from '@weekends/shared';
import { TRENDING_SECTION_SLUG } from '@weekends/shared/constants';
import { ActivityCard } from '../../../components/ActivityCard.tsx';
import { ActivityCardSkeleton } from '../../../components/ActivityCardSkeleton.tsx';
import { CarouselArrow } from '../../../components/CarouselControls.tsx';
import { useCarouselNav } from '../../../components/CarouselHooks.tsx';
import { useHomeSections } from '../api.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { SectionHeader } from './SectionHeader.tsx';

const SECTION_CARDS = 6;
const slideWidth = 'basis-[82%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4';

/** The personalised weekends: each home section as a row of up to six cards with a link to the full section. */
export function HomeSections({ position }: { position: LatLng | null }) {
  const { t } = useTranslation('home');
  const { data, isPending, isError, error, refetch } = useHomeSections();

  if (isPending) return <SectionSkeleton />;
  if (isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <LoadError title={t('sections.error')} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  // Trending has its own block above; a 'trending' home section would only repeat it.
  const sections = data.filter((s) => s.slug !== TRENDING_SECTION_SLUG && s.activities.length > 0);
  return (
    <>
      {sections.map((section, index) => (
        <SectionRow key={section.slug} section={section} position={position} tinted={index % 2 === 0} />
      ))}
    </>
  );
}

function SectionRow({ section, position, tinted }: { section: HomeSection; position: LatLng | null; tinted: boolean }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const [viewportRef, api] = useCarousel({ byView: true });
  const nav = useCarouselNav(api);

  return (
    <section aria-labelledby={headingId} className={`below-fold ${tinted ? 'bg-slate-50' : ''}`}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <SectionHeader
          id={headingId}
          title={section.name}
          link={{
            to: `/sections/${section.slug}`,
            label: t('sections.seeAll'),
            ariaLabel: t('sections.seeAllLabel', { name: section.name }),
          }}
        >
          <div className={`hidden gap-2 sm:flex ${nav.canPrev || nav.canNext ? '' : 'invisible'}`}>
            <CarouselArrow
              direction="prev"
              label={t('sections.previous')}
              onClick={() => api?.scrollPrev()}
              disabled={!nav.canPrev}
            />
            <CarouselArrow
              direction="next"
              label={t('sections.next')}
              onClick={() => api?.scrollNext()}
              disabled={!nav.canNext}
            />
          </div>
        </SectionHeader>
        {/* Vertical padding lets the cards' hover lift and focus ring show inside the clipping viewport. */}
        <div ref={viewportRef} className={`-mx-2 -my-3 px-2 py-3 ${CAROUSEL_VIEWPORT}`}>
          <ul aria-labelledby={headingId} className="-ms-4 flex sm:-ms-6">
            {section.activities.slice(0, SECTION_CARDS).map((activity) => (
              <li key={activity.id} className={`min-w-0 shrink-0 grow-0 ps-4 sm:ps-6 ${slideWidth} ${CAROUSEL_SLIDE}`}>
                <ActivityCard activity={activity} position={position} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function SectionSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16" aria-hidden="true">
      <div className="mb-6 h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="-ms-4 flex overflow-hidden sm:-ms-6">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`min-w-0 shrink-0 grow-0 ps-4 sm:ps-6 ${slideWidth}`}>
            <ActivityCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
