import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { hasText } from '../lib/paragraphs.ts';
import { CalendarIcon } from '../../../components/booking/icons.tsx';
import { ArrowRightCircleIcon, BadgeCheckIcon, ClockIcon, HourglassIcon, TicketIcon } from './icons.tsx';

interface Item {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
}

/** The activity at a glance, under the gallery; facts the host left blank are skipped. */
export function InfoList({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const { top } = activity;
  const items: Item[] = [];
  const add = (key: string, icon: ReactNode, value: string | null | undefined) => {
    if (hasText(value)) items.push({ key, icon, label: t(`info.${key}`), value: value.trim() });
  };

  add('days', <CalendarIcon />, activity.days.map((day) => day.name).join(', '));
  add('duration', <HourglassIcon />, top.duration);
  add('workingHours', <ClockIcon />, top.workingHours);
  add('howToRedeem', <TicketIcon />, top.howToRedeem);
  add(
    'validity',
    <BadgeCheckIcon />,
    activity.validityPeriod ? t('info.validityValue', { count: activity.validityPeriod }) : null,
  );
  add('whatsNext', <ArrowRightCircleIcon />, top.whatsNext);

  if (items.length === 0) return null;
  return (
    <dl
      aria-label={t('info.label')}
      className="grid gap-x-6 gap-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
    >
      {items.map((item) => (
        // dt and dd must be direct children of the group, so the icon sits inside the dt, placed in the gutter.
        <div key={item.key} className="relative min-h-9 min-w-0 ps-12">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span
              className="absolute top-0 start-0 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              aria-hidden="true"
            >
              {item.icon}
            </span>
            {item.label}
          </dt>
          <dd className="mt-0.5 text-sm text-slate-800">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
