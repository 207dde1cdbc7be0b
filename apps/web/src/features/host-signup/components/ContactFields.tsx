import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, type HostSignUpForm } from '@weekends/shared';
import { TextField } from '../../../components/form/TextField.tsx';
import { UaePhoneField } from '../../../components/form/UaePhoneField.tsx';
import { FormSection } from './FormSection.tsx';

/** Shown in the mobile fields (the landlines show none): the applicant types the 9 digits after +971. */
export const MOBILE_PLACEHOLDER = '5XXXXXXXX';

/** Contact person 2, fully optional (firstName2, lastName2, mobile2, landline2, designation2 on the wire). */
export function SecondContactFields() {
  const { t } = useTranslation('hostSignup');
  const {
    register,
    formState: { errors },
  } = useFormContext<HostSignUpForm>();
  return (
    <FormSection title={t('sections.contact2')} hint={t('sections.contact2Hint')}>
      <TextField
        label={t('fields.firstName2')}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.firstName2?.message}
        {...register('firstName2')}
      />
      <TextField
        label={t('fields.lastName2')}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.lastName2?.message}
        {...register('lastName2')}
      />
      <UaePhoneField
        label={t('fields.mobile2')}
        autoComplete="off"
        placeholder={MOBILE_PLACEHOLDER}
        hint={t('fields.phoneHint')}
        error={errors.mobile2?.message}
        {...register('mobile2')}
      />
      <UaePhoneField
        label={t('fields.landline2')}
        autoComplete="off"
        placeholder=""
        hint={t('fields.phoneHint')}
        error={errors.landline2?.message}
        {...register('landline2')}
      />
      <TextField
        label={t('fields.designation2')}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        error={errors.designation2?.message}
        {...register('designation2')}
      />
    </FormSection>
  );
}

/** The password pair, only for a visitor: a signed-in customer keeps the account's own. */
export function PasswordFields() {
  const { t } = useTranslation('hostSignup');
  const {
    register,
    formState: { errors },
  } = useFormContext<HostSignUpForm>();
  return (
    <FormSection title={t('sections.password')}>
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </FormSection>
  );
}
