import { hasDiscount, percentOff, type PricedOption } from '@weekends/shared';
import { formatAed } from '../lib/format/index.ts';
import { wordsOf } from '../lib/i18n.ts';

/** The price a customer pays, with the original struck through and the percent off when discounted. */
export function Price({
  option,
  showPercent = true,
  className = '',
}: {
  option: PricedOption;
  showPercent?: boolean;
  className?: string;
}) {
  const t = wordsOf('common');
  if (!hasDiscount(option)) {
    return <span className={`font-bold text-slate-900 ${className}`}>{formatAed(option.price)}</span>;
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-bold text-slate-900">{formatAed(option.discountedPrice as number)}</span>
      <s className="text-sm text-slate-500" aria-label={t('price.was', { price: formatAed(option.price) })}>
        {formatAed(option.price)}
      </s>
      {showPercent && (
        <span className="text-xs font-semibold text-rose-700">
          {t('price.percentOff', { percent: percentOff(option) })}
        </span>
      )}
    </span>
  );
}
