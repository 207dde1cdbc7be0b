import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@weekends/shared';
import { hasText } from '../lib/paragraphs.ts';
import { DetailSection } from './DetailSection.tsx';
import { CalendarIcon } from '../../../components/booking/icons.tsx';
import { ClockIcon, HourglassIcon, MapPinIcon } from './icons.tsx';
import { LazyActivityMap } from './map/LazyActivityMap.tsx';
import { Paragraphs } from './Paragraphs.tsx';
import { ScheduleSelect, scheduleDays } from './ScheduleSelect.tsx';

/** Adds the area and city to an address unless the host already wrote them into it. */
function withPlaceNames(address: string, names: (string | undefined)[]): string {
  const lower = address.toLowerCase();
  const missing = names.filter((name): name is string => !!name && !lower.includes(name.toLowerCase()));
  return [address, ...missing].join(', ');
}

function Row({
  icon,
  label,
  children,
  wide = false,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    // dt and dd must be direct children of the group, so the icon sits inside the dt, placed in the gutter.
    <div className={`relative min-w-0 ps-8 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-semibold text-slate-900">
        <span className="absolute top-0.5 start-0 text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-slate-700">{children}</dd>
    </div>
  );
}

/** Days, hours, duration, schedule, address and map: everything a customer needs to turn up at the right place. */
export function WhenAndWhere({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activity');
  const { top, bottom, address, days } = activity;
  const place = address ? withPlaceNames(address.address, [address.area?.name, address.city.name]) : '';
  const hasSchedule = scheduleDays(bottom).length > 0;
  if (
    days.length === 0 &&
    !hasSchedule &&
    !hasText(top.duration) &&
    !hasText(top.workingHours) &&
    !hasText(bottom.schedule) &&
    !address
  )
    return null;

  return (
    <DetailSection title={t('sections.whenAndWhere')}>
      <dl className="grid gap-5 sm:grid-cols-2">
        {days.length > 0 && (
          <Row icon={<CalendarIcon />} label={t('whenWhere.days')}>
            {days.map((day) => day.name).join(', ')}
          </Row>
        )}
        {hasSchedule && (
          <Row icon={<ClockIcon />} label={t('whenWhere.scheduleSelect')}>
            <ScheduleSelect bottom={bottom} />
          </Row>
        )}
        {hasText(top.duration) && (
          <Row icon={<HourglassIcon />} label={t('whenWhere.duration')}>
            {top.duration}
          </Row>
        )}
        {hasText(top.workingHours) && (
          <Row icon={<ClockIcon />} label={t('whenWhere.workingHours')}>
            {top.workingHours}
          </Row>
        )}
        {hasText(bottom.schedule) && (
          <Row wide icon={<CalendarIcon />} label={t('whenWhere.schedule')}>
            <Paragraphs text={bottom.schedule} />
          </Row>
        )}
        {address && (
          <Row wide icon={<MapPinIcon />} label={t('whenWhere.address')}>
            <address className="not-italic">{place}</address>
          </Row>
        )}
      </dl>
      {address && (
        <div className="mt-5">
          <LazyActivityMap
            latitude={address.latitude}
            longitude={address.longitude}
            label={t('whenWhere.map', { place: activity.title })}
          />
        </div>
      )}
    </DetailSection>
  );
}
