import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LISTING_PRICE_OPTIONS_MAX } from '@weekends/shared/listings';
import { inputClass } from '../../../../components/form/TextField.tsx';
import { emptyPriceRow, type ListingFormValues } from './formValues.ts';
import { AddRowButton, DeleteRowButton, FieldError } from './FormParts.tsx';

const COLUMNS = ['description', 'descriptionAr', 'price', 'discountedPrice', 'places'] as const;
type Column = (typeof COLUMNS)[number];
/** The texts, each a whole row on a phone; the Arabic one is written right to left. */
const TEXTS: readonly Column[] = ['description', 'descriptionAr'];

/** Wide screens show the table's head once; phones show each row as a card with its own labels. */
const GRID =
  'lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_2.75rem] lg:items-start lg:gap-3';

/**
 * The price options table: description (with its Arabic beside it), price and discounted price in AED, the places one
 * unit uses, and a delete button on every row but the first; ADD NEW adds a row.
 */
export function PriceOptionsTable() {
  const { t } = useTranslation('vendor');
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'priceOptions', keyName: 'key' });

  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase ${GRID}`}
      >
        {COLUMNS.map((column) => (
          <span key={column}>{t(`activities.price.${column}`)}</span>
        ))}
        <span />
      </div>
      <ul className="space-y-3 lg:space-y-2">
        {fields.map((field, index) => {
          const rowErrors = errors.priceOptions?.[index];
          return (
            <li
              key={field.key}
              className={`rounded-xl border border-slate-200 p-3 lg:rounded-none lg:border-0 lg:p-0 ${GRID}`}
            >
              <p className="mb-2 text-sm font-semibold text-slate-700 lg:sr-only">
                {t('activities.price.option', { number: index + 1 })}
              </p>
              <div className="grid grid-cols-2 gap-3 lg:contents">
                {COLUMNS.map((column) => {
                  const fieldId = `${id}-${index}-${column}`;
                  const message = rowErrors?.[column as Column]?.message;
                  return (
                    <div key={column} className={TEXTS.includes(column) ? 'col-span-2 lg:col-span-1' : ''}>
                      <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-slate-700 lg:sr-only">
                        {t(`activities.price.${column}Label`, { number: index + 1 })}
                      </label>
                      <input
                        id={fieldId}
                        inputMode={TEXTS.includes(column) ? undefined : column === 'places' ? 'numeric' : 'decimal'}
                        {...(column === 'descriptionAr' ? { dir: 'rtl', lang: 'ar' } : {})}
                        autoComplete="off"
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${fieldId}-error` : undefined}
                        className={`${inputClass} ${message ? 'border-red-500' : 'border-slate-300'}`}
                        {...register(`priceOptions.${index}.${column}`)}
                      />
                      <FieldError id={`${fieldId}-error`} message={message} />
                    </div>
                  );
                })}
              </div>
              <div className="mt-2 flex justify-end lg:mt-0">
                {index > 0 && (
                  <DeleteRowButton
                    label={t('activities.price.delete', { number: index + 1 })}
                    onClick={() => remove(index)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-3">
        <AddRowButton
          label={t('activities.addNew')}
          onClick={() => append(emptyPriceRow())}
          disabled={fields.length >= LISTING_PRICE_OPTIONS_MAX}
        />
      </div>
    </div>
  );
}
