import { ACCOUNT_MESSAGES } from '@weekends/shared/accounts';
import { GUEST_MESSAGES, SOCIAL_LOGIN, signedUpWithMessage } from '@weekends/shared/guests';
import i18n from '../../lib/i18n.ts';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import './i18n.ts';
import { wordMessage } from '../../lib/messages.ts';

/**
 * The sentence for the callback's /login?socialError=… (and &provider= for otherProvider), or null for anything else:
 * exists -> the earlier site's 'An account already exists linked with this email address. Thanks!'; otherProvider ->
 * the earlier site's 'Opps! You last time signed up with your Gmail account.' (or Facebook), naming the one that
 * account uses.
 */
export function socialErrorText(socialError: string | null | undefined, provider?: string | null): string | null {
  switch (socialError) {
    case 'exists':
      return wordMessage(GUEST_MESSAGES.socialAccountExists);
    case 'otherProvider':
      return wordMessage(signedUpWithMessage(provider === 'facebook' ? SOCIAL_LOGIN.facebook : SOCIAL_LOGIN.google));
    case 'suspended':
      return wordMessage(ACCOUNT_MESSAGES.accountSuspended);
    case 'unverified':
      return i18n.t('errors.unverified', { ns: 'social' });
    case 'failed':
      return i18n.t('errors.failed', { ns: 'social' });
    default:
      return null;
  }
}

/** The alert for a failed social sign-in; renders nothing when `socialError` is absent or unknown. */
export function SocialErrorMessage({
  socialError,
  provider,
}: {
  socialError: string | null | undefined;
  provider?: string | null;
}) {
  const text = socialErrorText(socialError, provider);
  return text ? <FormAlert>{text}</FormAlert> : null;
}
