import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zodResolver.ts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { socialCompleteBodySchema, type SocialCompleteBody } from '@weekends/shared/guests';
import { useSetSessionUser } from '../../lib/session.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { PhoneField } from '../../components/form/PhoneField.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { applyApiError } from '../../components/form/apiErrors.ts';
import { returnPathOrHome } from '@weekends/shared/return-to';
import { useCompleteSocialSignUp, useSocialPending } from './api.ts';
import { SocialButtons } from './SocialButtons.tsx';
import { FacebookLogo, GoogleLogo } from './logos.tsx';
import './i18n.ts';

export interface SocialPhoneFormProps {
  /** Called once the account exists and is signed in (the session user is already stored), with where to go next. */
  onDone: (returnTo: string) => void;
  /** Where to go afterwards; by default the current URL's ?returnTo (the callback puts it there), else '/'. */
  returnTo?: string;
  /** The heading's level: 1 on a page of its own, 2 (default) inside a page or pop-up that has its own title. */
  headingLevel?: 1 | 2;
  /** Id for the heading, so a dialog can point aria-labelledby at it. */
  headingId?: string;
  /** Inside the login pop-up: starting again comes back to the pop-up (SocialButtons' popup and onStart). */
  popup?: boolean;
  onStart?: () => void;
}

/**
 * The social login's phone capture: the provider vouched for the name and e-mail, so only the
 * phone number is asked; then POST /api/auth/social/complete creates the account (or turns the guest on that
 * e-mail into it) and signs it in.
 */
export function SocialPhoneForm({
  onDone,
  returnTo,
  headingLevel = 2,
  headingId,
  popup,
  onStart,
}: SocialPhoneFormProps) {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  // The server checks returnTo too, but the web navigates to it itself after phone capture, so a crafted
  // /login?returnTo=//elsewhere must not lead off the site either.
  const target = returnPathOrHome(returnTo ?? params.get('returnTo'));
  const pending = useSocialPending();
  const complete = useCompleteSocialSignUp();
  const setSessionUser = useSetSessionUser();
  const [alert, setAlert] = useState('');
  // Storing the user forgets every 'account' query, this form's profile included: keep a welcome while onDone moves on.
  const [welcome, setWelcome] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    SocialCompleteBody,
    unknown,
    z.output<typeof socialCompleteBodySchema>
  >({
    resolver: zodResolver(socialCompleteBodySchema),
    defaultValues: { phoneNumber: '' },
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (welcome) {
    return (
      <p role="status" className="py-6 text-sm font-medium text-slate-700">
        {t('phone.welcome', { first: welcome })}
      </p>
    );
  }
  if (pending.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        />
        {t('phone.loading')}
      </p>
    );
  }
  if (pending.isError) {
    return (
      <div className="space-y-4">
        <FormAlert>{t('phone.loadFailed')}</FormAlert>
        <button
          type="button"
          onClick={() => void pending.refetch()}
          className="inline-flex h-11 items-center rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 shadow-sm hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('phone.retry')}
        </button>
      </div>
    );
  }
  if (!pending.data) {
    // Nothing waiting (expired after 15 minutes, or already used): start again with the provider.
    return (
      <div className="space-y-4">
        <FormAlert>{t('phone.expired')}</FormAlert>
        <SocialButtons returnTo={target} popup={popup} onStart={onStart} />
      </div>
    );
  }

  const profile = pending.data;
  const Logo = profile.provider === 'facebook' ? FacebookLogo : GoogleLogo;
  const onSubmit = handleSubmit(async (body) => {
    setAlert('');
    try {
      const { token: _token, ...user } = await complete.mutateAsync(body);
      setWelcome(user.firstName);
      setSessionUser(user);
      onDone(target);
    } catch (error) {
      setAlert(applyApiError(error, setError, ['phoneNumber']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <Heading id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
          {t('phone.title', { first: profile.firstName })}
        </Heading>
        <div className="mt-4 flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
          <Logo />
          <div className="min-w-0">
            <p className="text-xs text-slate-500">
              {t('phone.signedInWith', { provider: t(`providers.${profile.provider}`) })}
            </p>
            <p className="text-sm font-semibold break-words text-slate-900">{profile.email}</p>
          </div>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-slate-600">{t('phone.prompt')}</p>
      </div>
      {alert && <FormAlert>{alert}</FormAlert>}
      <PhoneField control={control} name="phoneNumber" label={t('phone.phoneLabel')} />
      <SubmitButton pending={complete.isPending}>{t('phone.submit')}</SubmitButton>
    </form>
  );
}
