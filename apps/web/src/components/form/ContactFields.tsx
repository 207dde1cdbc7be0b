import './contactFieldsI18n.ts';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';

/** The fields every contact group fills, checked by the form's own shared schema (names, e-mail, phone number). */
interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** Which e-mail the form asks for: a way to reach someone, the address of an account, or a work address. */
const EMAIL_LABELS = {
  contact: 'email',
  account: 'accountEmail',
  work: 'workEmail',
};

interface Props<T extends FieldValues, O> {
  register: UseFormRegister<T>;
  control: Control<T, unknown, O>;
  /** The form's errors (react-hook-form's formState.errors), read where the form reads them. */
  errors: FieldErrors<T>;
  email?: keyof typeof EMAIL_LABELS;
  /** Fields set beside the names in their grid (a company and a job title). */
  besideNames?: ReactNode;
  /** In place of the e-mail field: an address on the company's own domain. */
  emailField?: ReactNode;
  /** In place of the phone field: a UAE mobile typed as digits. */
  phoneField?: ReactNode;
  /** Set beside the phone (a landline). */
  besidePhone?: ReactNode;
  /** The space between fields: the sign-in forms' 4 or the contact pages' 5. */
  gap?: 'gap-4' | 'gap-5';
}

/**
 * First and last name, e-mail and phone number, with the catalogue's labels and the messages of the form's shared
 * zod schema: the one contact group of checkout as a guest, sign-up, corporate sign-up, interest and contact forms.
 */
export function ContactFields<T extends FieldValues, O>({
  register,
  control,
  errors,
  email = 'contact',
  besideNames,
  emailField,
  phoneField,
  besidePhone,
  gap = 'gap-4',
}: Props<T, O>) {
  const { t } = useTranslation('contactFields');
  const error = errors as FieldErrors<ContactValues>;
  const field = (name: keyof ContactValues) => register(name as Path<T>);
  const phone = phoneField ?? (
    <PhoneField control={control} name={'phoneNumber' as FieldPathByValue<T, string | undefined>} label={t('phone')} />
  );
  return (
    <>
      <div className={`grid ${gap} sm:grid-cols-2`}>
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          error={error.firstName?.message}
          {...field('firstName')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          error={error.lastName?.message}
          {...field('lastName')}
        />
        {besideNames}
      </div>
      {emailField ?? (
        <TextField
          label={t(EMAIL_LABELS[email])}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={error.email?.message}
          {...field('email')}
        />
      )}
      {besidePhone ? (
        <div className={`grid ${gap} sm:grid-cols-2`}>
          {phone}
          {besidePhone}
        </div>
      ) : (
        phone
      )}
    </>
  );
}
