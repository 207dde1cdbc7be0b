import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aedToFils, FILS_PER_AED } from '@weekends/shared';
import { promoBodySchema, type AdminPromo } from '@weekends/shared/admin-commerce';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useSavePromo } from './api.ts';
import { primaryButton } from './parts.tsx';

type Fields = Record<
  'code' | 'percent' | 'validFrom' | 'validUntil' | 'maxUses' | 'maxUsesPerCustomer' | 'minOrderTotal',
  string
>;

const initial = (promo: AdminPromo | null): Fields => ({
  code: promo?.code ?? '',
  percent: promo ? String(promo.percent) : '',
  validFrom: promo?.validFrom ?? '',
  validUntil: promo?.validUntil ?? '',
  maxUses: promo?.maxUses === null || !promo ? '' : String(promo.maxUses),
  maxUsesPerCustomer: promo?.maxUsesPerCustomer === null || !promo ? '' : String(promo.maxUsesPerCustomer),
  minOrderTotal: promo?.minOrderTotal === null || !promo ? '' : String(promo.minOrderTotal / FILS_PER_AED),
});

/** An empty field is 'no limit'; anything typed is a number (a wrong one fails the shared schema with its message). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * New or edit a promo code: the shared schema checks the fields here as the API does; the API also checks uniqueness.
 */
export function PromoCodeDialog({
  promo,
  onDone,
  onClose,
}: {
  promo: AdminPromo | null;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSavePromo();
  const [fields, setFields] = useState<Fields>(() => initial(promo));
  const [active, setActive] = useState(promo?.isActive ?? true);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [alert, setAlert] = useState('');
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const minimum = numberOrNull(fields.minOrderTotal);
    const body = {
      code: fields.code,
      percent: numberOrNull(fields.percent),
      validFrom: fields.validFrom || null,
      validUntil: fields.validUntil || null,
      maxUses: numberOrNull(fields.maxUses),
      maxUsesPerCustomer: numberOrNull(fields.maxUsesPerCustomer),
      minOrderTotal: minimum === null || Number.isNaN(minimum) ? minimum : aedToFils(minimum),
      isActive: active,
    };
    const parsed = promoBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: promo?.id ?? null, body: parsed.data });
      onDone(t(promo ? 'commerce.promos.saved' : 'commerce.promos.created', { code: saved.code }));
      onClose();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiRequestError ? failure.body?.fieldErrors : undefined;
      if (fieldErrors) setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      setAlert(applyApiError(failure));
    }
  };

  return (
    <DialogFrame
      title={promo ? t('commerce.promos.editTitle', { code: promo.code }) : t('commerce.promos.newTitle')}
      description={t('commerce.promos.formIntro')}
      onClose={onClose}
      width="max-w-2xl"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('commerce.promos.code')}
            value={fields.code}
            onChange={set('code')}
            error={errors.code}
            autoCapitalize="characters"
            className="uppercase"
          />
          <TextField
            label={t('commerce.promos.percent')}
            inputMode="numeric"
            value={fields.percent}
            onChange={set('percent')}
            error={errors.percent}
          />
          <TextField
            type="date"
            label={t('commerce.promos.validFrom')}
            value={fields.validFrom}
            onChange={set('validFrom')}
            error={errors.validFrom}
            hint={t('commerce.promos.dubaiDays')}
          />
          <TextField
            type="date"
            label={t('commerce.promos.validUntil')}
            value={fields.validUntil}
            onChange={set('validUntil')}
            error={errors.validUntil}
          />
          <TextField
            label={t('commerce.promos.maxUses')}
            inputMode="numeric"
            value={fields.maxUses}
            onChange={set('maxUses')}
            error={errors.maxUses}
            hint={t('commerce.promos.noLimit')}
          />
          <TextField
            label={t('commerce.promos.maxUsesPerCustomer')}
            inputMode="numeric"
            value={fields.maxUsesPerCustomer}
            onChange={set('maxUsesPerCustomer')}
            error={errors.maxUsesPerCustomer}
            hint={t('commerce.promos.noLimit')}
          />
          <TextField
            label={t('commerce.promos.minOrderTotal')}
            inputMode="decimal"
            value={fields.minOrderTotal}
            onChange={set('minOrderTotal')}
            error={errors.minOrderTotal}
            hint={t('commerce.promos.noLimit')}
          />
        </div>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="h-5 w-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
          />
          {t('commerce.promos.activeLabel')}
        </label>
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('commerce.cancelEdit')}</DialogCancel>
          <button
            type="submit"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className={primaryButton}
          >
            {save.isPending ? t('form.wait', { ns: 'common' }) : t('commerce.save')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
