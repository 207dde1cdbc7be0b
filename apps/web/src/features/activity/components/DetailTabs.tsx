import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { hasText } from '../lib/paragraphs.ts';
import { KnowBeforeYouGo } from './KnowBeforeYouGo.tsx';
import { ReadMore } from './ReadMore.tsx';

export type DetailTab = 'know' | 'highlight' | 'policy';

const trigger =
  'shrink-0 border-b-2 border-transparent px-1 pb-3 text-sm font-bold tracking-wide text-slate-500 transition hover:text-slate-800 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

/** The tabs below the gallery; the highlight and cancellation tabs exist only when the activity has that text. */
export function DetailTabs({
  activity,
  value,
  onValueChange,
}: {
  activity: ActivityDetail;
  value: DetailTab;
  onValueChange: (tab: DetailTab) => void;
}) {
  const { t } = useTranslation('activity');
  const { highlight, cancellationPolicy } = activity.middle;

  return (
    <Tabs.Root value={value} onValueChange={(tab) => onValueChange(tab as DetailTab)}>
      {/* The sections inside are third-level headings under this one. */}
      <h2 className="sr-only">{t('tabs.label')}</h2>
      {/* On a phone the tabs scroll sideways; the fade at the edge shows there is more. */}
      <Tabs.List
        aria-label={t('tabs.label')}
        className="-mx-4 flex gap-6 overflow-x-auto border-b border-slate-200 px-4 [mask-image:linear-gradient(to_right,black_85%,transparent)] [scrollbar-width:none] sm:mx-0 sm:gap-8 sm:px-0 sm:[mask-image:none]"
      >
        <Tabs.Trigger value="know" className={trigger}>
          {t('tabs.know')}
        </Tabs.Trigger>
        {hasText(highlight) && (
          <Tabs.Trigger value="highlight" className={trigger}>
            {t('tabs.highlight')}
          </Tabs.Trigger>
        )}
        {hasText(cancellationPolicy) && (
          <Tabs.Trigger value="policy" className={trigger}>
            {t('tabs.policy')}
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Tabs.Content
        value="know"
        className="pt-6 focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        <KnowBeforeYouGo activity={activity} />
      </Tabs.Content>
      {hasText(highlight) && (
        <Tabs.Content
          value="highlight"
          className="pt-6 focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <h3 className="mb-3 text-lg font-bold text-slate-900">{t('sections.highlight')}</h3>
          <ReadMore text={highlight} />
        </Tabs.Content>
      )}
      {hasText(cancellationPolicy) && (
        <Tabs.Content
          value="policy"
          className="pt-6 focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <h3 className="mb-3 text-lg font-bold text-slate-900">{t('sections.cancellationPolicy')}</h3>
          <ReadMore text={cancellationPolicy} />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
