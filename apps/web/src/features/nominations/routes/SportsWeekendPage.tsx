import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { FormCard } from '../../inbound/FormCard.tsx';
import { HeroLink, PageHero } from '../../inbound/PageHero.tsx';
import { SportsNominationForm } from '../components/SportsNominationForm.tsx';
import { StepsSection } from '../components/StepsSection.tsx';

/** /sports-weekend: how it works and the nomination form with sports, levels and ranks. */
export function SportsWeekendPage() {
  const { t } = useTranslation('nominations');
  usePageMeta(t('sports.meta.title'), t('sports.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('sports.eyebrow')} title={t('sports.title')} lead={t('sports.lead')}>
        <HeroLink href="#nominate">{t('sports.cta')}</HeroLink>
      </PageHero>
      <StepsSection
        eyebrow={t('sports.about.eyebrow')}
        heading={t('sports.about.heading')}
        steps={t('sports.about.steps', { returnObjects: true }) as { title: string; text: string }[]}
      />
      <div className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <FormCard id="nominate" heading={t('sports.formHeading')} intro={t('sports.formIntro')}>
            <SportsNominationForm />
          </FormCard>
        </div>
      </div>
    </>
  );
}
