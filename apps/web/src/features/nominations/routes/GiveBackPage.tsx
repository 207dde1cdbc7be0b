import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { FormCard } from '../../inbound/FormCard.tsx';
import { GiveBackForm } from '../components/GiveBackForm.tsx';
import { HeroLink, PageHero } from '../../inbound/PageHero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';

/** /give-back, Return Gift Weekend: the idea in three steps and the nomination form. */
export function GiveBackPage() {
  const { t } = useTranslation('nominations');
  usePageMeta(t('giveBack.meta.title'), t('giveBack.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('giveBack.eyebrow')} title={t('giveBack.title')} lead={t('giveBack.lead')}>
        <HeroLink href="#nominate">{t('giveBack.cta')}</HeroLink>
      </PageHero>
      <StepsSection
        eyebrow={t('giveBack.about.eyebrow')}
        heading={t('giveBack.about.heading')}
        steps={t('giveBack.about.steps', { returnObjects: true }) as { title: string; text: string }[]}
      />
      <div className="border-t border-slate-100 bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <FormCard id="nominate" heading={t('giveBack.formHeading')} intro={t('giveBack.formIntro')}>
            <GiveBackForm />
          </FormCard>
        </div>
      </div>
    </>
  );
}
