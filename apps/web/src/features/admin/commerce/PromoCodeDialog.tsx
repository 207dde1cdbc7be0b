import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { aedToFils, FILS_PER_AED } from '@weekends/shared';
import { promoBodySchema, type AdminPromo } from '@weekends/shared/admin-commerce';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useSavePromo } from './api.ts';
import { SaveFooter } from './SaveFooter.tsx';
import { useCheckedSave } from './useCheckedSave.ts';

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
  const {
    errors,
    alert,
    submit: check,
  } = useCheckedSave(promoBodySchema, async (body) => {
    const saved = await save.mutateAsync({ id: promo?.id ?? null, body });
    onDone(t(promo ? 'commerce.promos.saved' : 'commerce.promos.created', { code: saved.code }));
    onClose();
  });
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  /** A field's value, change and error, by its key. */
  const field = (key: keyof Fields) => ({ value: fields[key], onChange: set(key), error: errors[key] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    await check(body);
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
            {...field('code')}
            autoCapitalize="characters"
            className="uppercase"
          />
          <TextField label={t('commerce.promos.percent')} inputMode="numeric" {...field('percent')} />
          <TextField
            type="date"
            label={t('commerce.promos.validFrom')}
            {...field('validFrom')}
            hint={t('commerce.promos.dubaiDays')}
          />
          <TextField type="date" label={t('commerce.promos.validUntil')} {...field('validUntil')} />
          <TextField
            label={t('commerce.promos.maxUses')}
            inputMode="numeric"
            {...field('maxUses')}
            hint={t('commerce.promos.noLimit')}
          />
          <TextField
            label={t('commerce.promos.maxUsesPerCustomer')}
            inputMode="numeric"
            {...field('maxUsesPerCustomer')}
            hint={t('commerce.promos.noLimit')}
          />
          <TextField
            label={t('commerce.promos.minOrderTotal')}
            inputMode="decimal"
            {...field('minOrderTotal')}
            hint={t('commerce.promos.noLimit')}
          />
        </div>
        <SaveFooter
          active={active}
          onActive={setActive}
          activeLabel={t('commerce.promos.activeLabel')}
          alert={alert}
          pending={save.isPending}
        />
      </form>
    </DialogFrame>
  );
}
