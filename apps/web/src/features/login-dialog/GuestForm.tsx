import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CurrentUser } from '@weekends/shared/accounts';
import { guestBodySchema, type GuestBody } from '@weekends/shared/guests';
import { ApiRequestError, api } from '../../lib/api.ts';
import { Captcha } from '../../components/form/Captcha.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { ContactFields } from '../../components/form/ContactFields.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { applyApiError } from '../../components/form/apiErrors.ts';
import { EmailExistsNotice } from './EmailExistsNotice.tsx';
import { toSessionUser } from './sessionUser.ts';
import { useCaptchaSubmit } from '../../components/form/useCaptchaSubmit.ts';
import './i18n.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;

interface Props {
  /** Called with the guest user (isGuest); the caller stores it and goes on to checkout. */
  onSuccess: (user: CurrentUser) => void | Promise<void>;
  /** In the pop-up, the existing-account warning's Log In switches views instead of opening /login. */
  onLogIn?: (email: string) => void;
}

/** 'Continue as a Guest': names, e-mail and phone, then POST /api/accounts/guest. */
export function GuestForm({ onSuccess, onLogIn }: Props) {
  const { t } = useTranslation('auth');
  const [alert, setAlert] = useState('');
  const [existingEmail, setExistingEmail] = useState<{ message: string; email: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<GuestBody, unknown, z.output<typeof guestBodySchema>>({
    resolver: zodResolver(guestBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', captcha: '' },
  });

  const { captcha, pending, onSubmit, renew } = useCaptchaSubmit(
    (payload) => setValue('captcha', payload),
    handleSubmit(async (body) => {
      setAlert('');
      setExistingEmail(null);
      try {
        const answer = await api.post('/api/accounts/guest', { body });
        await onSuccess(toSessionUser(answer));
      } catch (error) {
        renew();
        if (error instanceof ApiRequestError && error.body?.code === 'EMAIL_EXISTS')
          setExistingEmail({ message: error.body.message, email: body.email });
        // SOCIAL_ACCOUNT: 'Opps! You last time signed up with your Gmail account.' (or Facebook), as the server says.
        else setAlert(applyApiError(error, setError, FIELDS));
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {existingEmail && (
        <EmailExistsNotice message={existingEmail.message} email={existingEmail.email} onLogIn={onLogIn} />
      )}
      {alert && <FormAlert>{alert}</FormAlert>}
      <ContactFields register={register} control={control} errors={errors} email="account" />
      <Captcha ref={captcha} onChange={(payload) => setValue('captcha', payload)} />
      <SubmitButton pending={pending}>{t('guest.submit')}</SubmitButton>
    </form>
  );
}
