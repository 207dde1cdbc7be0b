import '../i18n.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { PageHero } from '../../inbound/PageHero.tsx';
import { HeroSun } from '../../../components/HeroSun.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { ExperienceMosaic } from '../components/ExperienceMosaic.tsx';
import { HappyUaeSlider } from '../components/HappyUaeSlider.tsx';
import { SectionHeading } from '../../inbound/SectionHeading.tsx';
import { IconCardsSection } from '../../inbound/IconCardsSection.tsx';

interface Point {
  title: string;
  text: string;
}

/** One line-drawn icon per 'How we are unique' point, in the catalogue's order. */
const UNIQUE_ICONS: ReactNode[] = [
  <path key="curated" d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  <path key="weekend" d="M4 7h16v13H4zM4 11h16M8 3v4M16 3v4M9 15.5l2 2 4-4" />,
  <path key="honest" d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  <path
    key="people"
    d="M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20a6.5 6.5 0 0113 0M16 4.5a3.5 3.5 0 010 6.5M18 14a6.5 6.5 0 013.5 6"
  />,
];

/** /about: 'About Us', the mission, 'Weekends made extraordinary', 'How we are unique' and 'Happy UAE'. */
export function AboutPage() {
  const { t } = useTranslation('info');
  usePageMeta(t('about.meta.title'), t('about.meta.description'));
  const missionId = useId();
  const extraordinaryId = useId();
  const ctaId = useId();
  const paragraphs = (key: string) => t(key, { returnObjects: true }) as string[];
  const points = t('about.unique.items', { returnObjects: true }) as Point[];

  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />

      <section aria-labelledby={missionId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="max-w-2xl">
            <SectionHeading
              id={missionId}
              eyebrow={t('about.mission.eyebrow')}
              heading={t('about.mission.heading')}
              paragraphs={paragraphs('about.mission.paragraphs')}
            />
          </div>
          <WeekendIllustration />
        </div>
      </section>

      <section aria-labelledby={extraordinaryId} className="border-y border-slate-100 bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
          <div className="order-2 lg:order-1">
            <ExperienceMosaic />
          </div>
          <div className="order-1 max-w-2xl lg:order-2">
            <SectionHeading
              id={extraordinaryId}
              eyebrow={t('about.extraordinary.eyebrow')}
              heading={t('about.extraordinary.heading')}
              paragraphs={paragraphs('about.extraordinary.paragraphs')}
            />
          </div>
        </div>
      </section>

      <IconCardsSection
        eyebrow={t('about.unique.eyebrow')}
        heading={t('about.unique.heading')}
        lead={t('about.unique.lead')}
        items={points}
        icons={UNIQUE_ICONS}
      />

      <HappyUaeSlider />

      <section aria-labelledby={ctaId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-12 sm:py-14">
          <HeroSun className="-end-10 -bottom-10 hidden w-[34rem] md:block" />
          <h2 id={ctaId} className="max-w-xl text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.cta.heading')}
          </h2>
          <p className="mt-3 max-w-xl text-brand-50">{t('about.cta.text')}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <ButtonLink to="/search" tone="light">
              {t('about.cta.explore')}
            </ButtonLink>
            <ButtonLink to="/partner-contact" tone="outline">
              {t('about.cta.host')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

/** The mission's picture: a weekend sky over the dunes, drawn in brand colours (no external image). */
function WeekendIllustration() {
  return (
    <div
      aria-hidden="true"
      className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-gradient-to-b from-amber-100 via-orange-50 to-brand-50"
    >
      <svg viewBox="0 0 400 300" className="absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMax slice">
        <circle cx="270" cy="120" r="54" className="fill-sun-400" />
        <circle cx="270" cy="120" r="80" className="fill-sun-400/20" />
        <path
          d="M60 70c10-8 24-8 34 0M104 52c8-6 18-6 26 0"
          className="stroke-slate-500/50"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M0 210 C 80 160, 170 165, 240 200 S 360 240, 400 200 L 400 300 L 0 300 Z"
          className="fill-amber-300/70"
        />
        <path
          d="M0 245 C 110 205, 220 215, 300 245 S 380 265, 400 255 L 400 300 L 0 300 Z"
          className="fill-brand-600/80"
        />
        <path d="M0 275 C 120 255, 260 262, 400 280 L 400 300 L 0 300 Z" className="fill-brand-800" />
      </svg>
    </div>
  );
}
