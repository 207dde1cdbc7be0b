import '../i18n.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { useVisitorPosition } from '../../../lib/useVisitorPosition.ts';
import { useHomeCity } from '../useHomeCity.ts';
import { CovidStrip } from '../components/CovidStrip.tsx';
import { Slideshow } from '../components/Slideshow.tsx';
import { CityHeading } from '../components/CityHeading.tsx';
import { TrendingBlock } from '../components/TrendingBlock.tsx';
import { HomeSections } from '../components/HomeSections.tsx';
import { lazy } from '../../../lib/lazy.ts';
import { OptionalBelowTheFold } from '../../../components/BelowTheFold.tsx';

// The closing blocks, below every screen's fold: the server renders them in full, and their code and words come as the
// visitor scrolls near each, which keeps the first page within its JavaScript budget.
const NewsletterBlock = lazy(() =>
  import('../components/NewsletterBlock.tsx').then((m) => ({ default: m.NewsletterBlock })),
);
const PlannerBlock = lazy(() => import('../components/PlannerBlock.tsx').then((m) => ({ default: m.PlannerBlock })));
const Testimonials = lazy(() => import('../components/Testimonials.tsx').then((m) => ({ default: m.Testimonials })));
const ComingSoonBanners = lazy(() =>
  import('../components/ComingSoonBanners.tsx').then((m) => ({ default: m.ComingSoonBanners })),
);
/** A closing block's place, about its height, on a page drawn without the server's HTML until the visitor nears it. */
const place = (height: string) => <div className={height} />;
// One element each for every render of the page (it draws again as the visitor picks a city): a part that has not
// hydrated, handed new props, would have its server HTML thrown away and drawn afresh.
const newsletter = (
  <OptionalBelowTheFold fallback={place('h-80')}>
    <NewsletterBlock />
  </OptionalBelowTheFold>
);
const testimonials = (
  <OptionalBelowTheFold fallback={place('h-[28rem] bg-slate-50')}>
    <Testimonials />
  </OptionalBelowTheFold>
);
const comingSoon = (
  <OptionalBelowTheFold fallback={place('h-[26rem]')}>
    <ComingSoonBanners />
  </OptionalBelowTheFold>
);

/** The home page: every block of the earlier site's home page, in its order. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t('meta.title'), t('meta.description'));
  const { cities, city, cityId, setCity } = useHomeCity();
  // Asked once here rather than by every card row.
  const position = useVisitorPosition();
  // A new element only when the city changes, a change of the address that starts the waiting parts first
  // (hydrateWaitingParts), so the part has hydrated before it is handed the new city.
  const planner = useMemo(
    () => (
      <OptionalBelowTheFold fallback={place('h-[36rem]')}>
        <PlannerBlock cityId={cityId} />
      </OptionalBelowTheFold>
    ),
    [cityId],
  );

  return (
    <>
      <CovidStrip />
      <div className="mx-auto max-w-7xl sm:px-6 sm:pt-6 lg:px-8">
        <Slideshow />
      </div>
      <CityHeading cities={cities} city={city} cityId={cityId} onCityChange={setCity} />
      <TrendingBlock city={city} cityId={cityId} onShowUae={() => setCity(null)} position={position} />
      <HomeSections position={position} />
      {/* Each block is skipped on its own: the size assumed until it is drawn (index.css) is near its own. */}
      <div className="below-fold">{newsletter}</div>
      <div className="below-fold">{planner}</div>
      <div className="below-fold">{testimonials}</div>
      <div className="below-fold">{comingSoon}</div>
    </>
  );
}
