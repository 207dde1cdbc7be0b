import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, authenticatorCodeSchema, recoveryCodeSchema } from '@weekends/shared';
import { ApiRequestError } from '../../lib/api.ts';
import { wordMessage } from '../../lib/messages.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { TextField } from '../form/TextField.tsx';
import { applyApiError } from '../form/apiErrors.ts';
import './i18n.ts';

export type CodeMethod = 'authenticator' | 'recovery' | 'password';
export type FactorAnswer =
  { method: 'authenticator' | 'recovery'; code: string } | { method: 'password'; password: string };

interface Props {
  /** The ways this account can answer, the first shown first ('passkey' is offered by the `passkey` slot). */
  methods: readonly string[];
  submitLabel: string;
  /** Sends the answer; a refusal (thrown ApiRequestError) is shown on the field or above the button. */
  onSubmit: (answer: FactorAnswer) => Promise<void>;
  /** Below the form: 'Use a passkey instead', when the account has one (wired by the passkey part). */
  passkey?: ReactNode;
  /** Beside the main button (a Cancel). */
  secondary?: ReactNode;
}

const FIELD_CODES = new Set(['CODE_WRONG', 'CODE_USED', 'RECOVERY_CODE_WRONG', 'PASSWORD_WRONG']);

/**
 * One code and its button: the authenticator app's six digits (the phone offers the code it just read, the keyboard
 * is numeric), or a recovery code, or the password of an account without a second factor. The two-step sign-in and
 * 'Confirm it is you' both ask with it.
 */
export function FactorCodeForm({ methods, submitLabel, onSubmit, passkey, secondary }: Props) {
  const { t } = useTranslation('factors');
  const usable = methods.filter((m): m is CodeMethod => m === 'authenticator' || m === 'recovery' || m === 'password');
  const [method, setMethod] = useState<CodeMethod>(usable[0] ?? 'authenticator');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');
  const [pending, setPending] = useState(false);

  const switchTo = (next: CodeMethod) => {
    setMethod(next);
    setValue('');
    setError('');
    setAlert('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const checked =
      method === 'password'
        ? value.length > 0
          ? { success: true as const }
          : { success: false as const, message: ACCOUNT_MESSAGES.required }
        : (() => {
            const parsed = (method === 'authenticator' ? authenticatorCodeSchema : recoveryCodeSchema).safeParse(value);
            return parsed.success
              ? { success: true as const }
              : { success: false as const, message: parsed.error.issues[0]!.message };
          })();
    if (!checked.success) {
      setError(wordMessage(checked.message));
      return;
    }
    setError('');
    setPending(true);
    try {
      await onSubmit(method === 'password' ? { method, password: value } : { method, code: value.trim() });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.body && FIELD_CODES.has(failure.body.code)) {
        setError(failure.message);
      } else if (failure instanceof ApiRequestError && failure.body?.code === 'ACCOUNT_THROTTLED') {
        setAlert(failure.message);
      } else {
        setAlert(applyApiError(failure));
      }
    } finally {
      setPending(false);
    }
  };

  const field =
    method === 'authenticator'
      ? {
          label: t('code.appLabel'),
          hint: t('code.appHint'),
          autoComplete: 'one-time-code',
          inputMode: 'numeric' as const,
          maxLength: 7,
          dir: 'ltr',
          type: 'text',
        }
      : method === 'recovery'
        ? {
            label: t('code.recoveryLabel'),
            hint: t('code.recoveryHint'),
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 11,
            dir: 'ltr',
            type: 'text',
          }
        : { label: t('code.passwordLabel'), autoComplete: 'current-password', type: 'password' };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextField
          key={method}
          {...field}
          autoFocus
          translate="no"
          value={value}
          error={error || undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center">
          <SubmitButton pending={pending} className={secondary ? 'sm:w-auto' : ''}>
            {submitLabel}
          </SubmitButton>
          {secondary}
        </div>
      </form>
      {method === 'authenticator' && usable.includes('recovery') && (
        <SwitchLink onClick={() => switchTo('recovery')}>{t('code.useRecovery')}</SwitchLink>
      )}
      {method === 'recovery' && usable.includes('authenticator') && (
        <SwitchLink onClick={() => switchTo('authenticator')}>{t('code.useApp')}</SwitchLink>
      )}
      {methods.includes('passkey') && passkey}
    </div>
  );
}

function SwitchLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}
