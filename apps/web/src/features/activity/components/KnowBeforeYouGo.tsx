import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { TextSection } from './DetailSection.tsx';
import { IncludedLists } from './IncludedLists.tsx';
import { Reviews } from './Reviews.tsx';
import { WhenAndWhere } from './WhenAndWhere.tsx';

/** The first tab: everything to read before booking, in the earlier site's order, ending with the reviews. */
export function KnowBeforeYouGo({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activity');
  return (
    <div className="space-y-6">
      <TextSection title={t('sections.description')} text={activity.description} />
      <IncludedLists included={activity.included} notIncluded={activity.notIncluded} />
      <TextSection title={t('sections.thingsToKeepInMind')} text={activity.middle.thingsToKeepInMind} />
      <TextSection title={t('sections.additionalInformation')} text={activity.middle.additionalInformation} />
      <WhenAndWhere activity={activity} />
      <TextSection title={t('sections.termsAndConditions')} text={activity.bottom.termsAndConditions} />
      <TextSection title={t('sections.notes')} text={activity.bottom.otherInformation} />
      <Reviews activityId={activity.id} sharePath={`/activity/${activity.slug}`} title={activity.title} />
    </div>
  );
}
