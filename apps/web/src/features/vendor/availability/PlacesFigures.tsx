import { useTranslation } from 'react-i18next';
import type { HostCalendarDay } from '@weekends/shared/host-calendar';

type Figures = Omit<HostCalendarDay, 'date'>;

/** The figures of a day (or of the undated stock): places, sold, held by unpaid orders, left, open or closed. */
export function PlacesFigures({ label, figures, stock = false }: { label: string; figures: Figures; stock?: boolean }) {
  const { t } = useTranslation('vendor');
  // A day's own places stay its own even when they equal the default: a later default does not change them.
  const own = figures.ownPlaces !== null;
  const rows: { term: string; value: string; hint?: string; tone?: string }[] = [
    {
      term: t('availability.day.places'),
      // The stock is one figure: saying where it comes from would only matter for days.
      value: stock
        ? String(figures.places)
        : own
          ? t('availability.day.placesOwn', { count: figures.places })
          : t('availability.day.placesDefault', { count: figures.places }),
    },
    { term: t('availability.day.sold'), value: String(figures.sold) },
    { term: t('availability.day.held'), value: String(figures.held), hint: t('availability.day.heldHint') },
    {
      term: t('availability.day.left'),
      value: String(figures.left),
      tone: figures.left === 0 ? 'text-amber-800' : 'text-emerald-800',
    },
    {
      term: t('availability.day.status'),
      value: figures.closed ? t('availability.day.closed') : t('availability.day.open'),
      tone: figures.closed ? 'text-red-700' : 'text-slate-900',
    },
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-2">
      {rows.map((row) => (
        <div key={row.term}>
          <dt className="text-xs font-medium text-slate-500">{row.term}</dt>
          <dd className={`font-semibold ${row.tone ?? 'text-slate-900'}`}>
            {row.value}
            {row.hint && <span className="block text-xs font-normal text-slate-500">{row.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
