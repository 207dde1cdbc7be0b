import './yourDataI18n.ts';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_MESSAGES,
  DATA_RIGHTS_MESSAGES,
  DELETION_GRACE_DAYS,
  type VoucherChoice,
  type YourData,
} from '@weekends/shared';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { wordMessage } from '../../../lib/messages.ts';
import { useRequestDeletion } from './yourDataApi.ts';

interface Props {
  data: YourData;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function Bullets({ items, tone }: { items: string[]; tone: 'erase' | 'keep' }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-sm leading-6 text-slate-700">
          <span
            aria-hidden="true"
            className={`mt-2 h-1.5 w-1.5 shrink-0 rounded-full ${tone === 'erase' ? 'bg-red-600' : 'bg-brand-700'}`}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Delete your account?': the date it happens, exactly what is erased and what is kept and why, the choice for unused
 * vouchers when there are any, and the password. A refusal (a wrong password, a choice missing) stays in the dialog
 * with what was typed; the section shows the pending deletion once it is asked for.
 */
export default function DeleteAccountDialog({ data, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('yourData');
  const request = useRequestDeletion();
  const [password, setPassword] = useState('');
  const [choice, setChoice] = useState<VoucherChoice | null>(null);
  const [errors, setErrors] = useState<{ password?: string; voucherChoice?: string; form?: string }>({});
  const { unused, refundable } = data.vouchers;
  // The day it is due, as the server will set it (the dialog opens just before the request).
  const [due] = useState(() => new Date(Date.now() + DELETION_GRACE_DAYS * DAY_MS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const missing = {
      password: data.hasPassword && !password ? wordMessage(ACCOUNT_MESSAGES.required) : undefined,
      voucherChoice: unused > 0 && !choice ? wordMessage(DATA_RIGHTS_MESSAGES.voucherChoiceRequired) : undefined,
    };
    setErrors(missing);
    if (missing.password || missing.voucherChoice) return;
    request.mutate(
      { ...(data.hasPassword ? { password } : {}), ...(choice ? { voucherChoice: choice } : {}) },
      {
        onSuccess: onClose,
        onError: (failure) => {
          const fields = failure instanceof ApiRequestError ? (failure.body?.fieldErrors ?? {}) : {};
          const onField = { password: fields.password?.[0], voucherChoice: fields.voucherChoice?.[0] };
          setErrors(onField.password || onField.voucherChoice ? onField : { form: applyApiError(failure) });
        },
      },
    );
  };

  return (
    <DialogFrame
      role="alertdialog"
      width="max-w-xl"
      title={t('dialog.title')}
      description={t('dialog.description', { date: formatDubaiDay(due) })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={submit} noValidate>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-red-100 bg-red-50/60 px-4 py-3">
            <h3 className="text-sm font-semibold text-red-900">{t('dialog.erasedHeading')}</h3>
            <Bullets tone="erase" items={t('dialog.erased', { returnObjects: true }) as string[]} />
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
            <h3 className="text-sm font-semibold text-slate-900">{t('dialog.keptHeading')}</h3>
            <Bullets tone="keep" items={t('dialog.kept', { returnObjects: true }) as string[]} />
          </div>
        </div>

        {unused > 0 && (
          <fieldset
            className="mt-5"
            aria-describedby={errors.voucherChoice ? 'voucher-choice-error' : undefined}
            aria-invalid={errors.voucherChoice ? true : undefined}
          >
            <legend className="text-sm font-semibold text-slate-900">
              {t('dialog.vouchersLegend', { count: unused })}
            </legend>
            <div className="mt-2 space-y-2">
              {(['refund', 'wait'] as const).map((value) => (
                <label
                  key={value}
                  className={`flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition ${choice === value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:border-slate-300'}`}
                >
                  <input
                    type="radio"
                    name="voucherChoice"
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                    className="mt-1 h-4 w-4 accent-brand-700"
                  />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{t(`dialog.${value}`)}</span>
                    <span className="mt-0.5 block text-sm leading-6 text-slate-600">
                      {value === 'refund'
                        ? t('dialog.refundHint', { refundable, count: unused })
                        : t('dialog.waitHint')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.voucherChoice && (
              <p id="voucher-choice-error" className="mt-1 text-sm text-red-700">
                {errors.voucherChoice}
              </p>
            )}
          </fieldset>
        )}

        <div className="mt-5">
          {data.hasPassword ? (
            <TextField
              label={t('dialog.password')}
              type="password"
              autoComplete="current-password"
              hint={t('dialog.passwordHint')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
            />
          ) : (
            <FormAlert tone="info">{t('dialog.noPassword')}</FormAlert>
          )}
        </div>

        {errors.form && (
          <div className="mt-4">
            <FormAlert>{errors.form}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('dialog.keep')}</DialogCancel>
          <SubmitButton tone="danger" pending={request.isPending} className="sm:w-auto">
            {t('dialog.confirm')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
