import { zodResolver } from '../../../lib/zodResolver.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, changePasswordBodySchema, type ChangePasswordBody } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { useChangePassword } from '../api.ts';
import { wordMessage } from '../../../lib/messages.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password: old, new and confirm. The new one follows the sign-up rule;
 * 'Confirm Password do not match!' is checked here, 'Wrong password!' comes from the server under the old password.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('dashboard');
  const change = useChangePassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const form = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setResult(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        setResult({ tone: 'success', message: wordMessage(ACCOUNT_MESSAGES.passwordChanged) });
      },
      onError: (error) => {
        const message = applyApiError(error, form.setError, FIELDS);
        // 'Wrong password!' is shown under the old password already; saying it twice adds nothing.
        const onField = FIELDS.some((field) => form.getFieldState(field).error?.message === message);
        if (onField) form.setFocus('currentPassword');
        setResult(message && !onField ? { tone: 'error', message } : null);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <p className="text-sm text-slate-600">{t('password.intro')}</p>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        maxLength={NAME_MAX_LENGTH}
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.newHint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {/* Beside the button, where the eye is after pressing it (the top of the form is off screen on a phone). */}
      {result && <FormAlert tone={result.tone}>{result.message}</FormAlert>}
      <div className="pt-1">
        <SubmitButton pending={change.isPending} className="sm:w-auto">
          {t('password.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
