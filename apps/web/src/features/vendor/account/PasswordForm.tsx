import { zodResolver } from '../../../lib/zodResolver.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, changePasswordBodySchema, type ChangePasswordBody } from '@weekends/shared';
import { TextField } from '../../../components/form/TextField.tsx';
import { useChangePassword } from './api.ts';
import { FormFooter } from './FormFooter.tsx';
import { useFormResult } from './useFormResult.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password: Old, New and Confirm Password. 'Confirm Password do not match!' is checked here,
 * 'Wrong password!' comes from the server under the old password.
 */
export function PasswordForm() {
  const { t } = useTranslation('vendor');
  const change = useChangePassword();
  const outcome = useFormResult();
  const form = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      outcome.clear();
      change.mutate(values, {
        onSuccess: () => {
          form.reset(EMPTY);
          outcome.saved(ACCOUNT_MESSAGES.passwordChanged);
        },
        onError: (error) => outcome.failed(error, form.setError, FIELDS),
      });
    },
    () => outcome.invalid(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <p className="text-sm text-slate-600">{t('account.password.intro')}</p>
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        maxLength={NAME_MAX_LENGTH}
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('account.password.newHint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('account.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormFooter result={outcome.result} pending={change.isPending} />
    </form>
  );
}
