import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LISTING_ROWS_MAX } from '@weekends/shared/listings';
import { NAME_MAX_LENGTH } from '@weekends/shared/accounts';
import { inputClass } from '../../../../components/form/TextField.tsx';
import type { ListingFormValues } from './formValues.ts';
import { AddRowButton, DeleteRowButton, FieldError } from './FormParts.tsx';

/**
 * What's Included / What's Not Included, in English or in Arabic: one line each, starting with one row that cannot be
 * deleted (rows never go below 1); ADD NEW adds a line. Empty lines are dropped when sent. `heading` shows the label
 * above the rows (when two lists share a tab); `arabic` writes the rows right to left.
 */
export function RowList({
  name,
  label,
  heading = false,
  arabic = false,
}: {
  name: 'included' | 'notIncluded' | 'includedAr' | 'notIncludedAr';
  label: string;
  heading?: boolean;
  arabic?: boolean;
}) {
  const { t } = useTranslation('vendor');
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });

  return (
    <div className="min-w-0">
      {heading && <p className="mb-2 text-sm font-medium text-slate-800">{label}</p>}
      <ul className="space-y-2">
        {fields.map((field, index) => {
          const fieldId = `${id}-${index}`;
          const message = errors[name]?.[index]?.text?.message;
          return (
            <li key={field.key} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={fieldId} className="sr-only">
                  {t('activities.rows.label', { label, number: index + 1 })}
                </label>
                <input
                  id={fieldId}
                  maxLength={NAME_MAX_LENGTH}
                  dir={arabic ? 'rtl' : undefined}
                  lang={arabic ? 'ar' : undefined}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${fieldId}-error` : undefined}
                  className={`${inputClass} ${message ? 'border-red-500' : 'border-slate-300'}`}
                  {...register(`${name}.${index}.text`)}
                />
                <FieldError id={`${fieldId}-error`} message={message} />
              </div>
              {index > 0 ? (
                <DeleteRowButton
                  label={t('activities.rows.delete', { label, number: index + 1 })}
                  onClick={() => remove(index)}
                />
              ) : (
                <span className="w-11 shrink-0" />
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-3">
        <AddRowButton
          label={t('activities.addNew')}
          onClick={() => append({ text: '' })}
          disabled={fields.length >= LISTING_ROWS_MAX}
        />
      </div>
    </div>
  );
}
