import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import './i18n.ts';

const linkClass =
  'font-semibold text-red-900 underline underline-offset-2 hover:text-red-950 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * 'An account with this email already exists.' (the server's words) with a Log In link to /login?email={email}
 * (it fills in the e-mail). In the pop-up, `onLogIn` switches to its sign-in view instead of leaving the page.
 */
export function EmailExistsNotice({
  message,
  email,
  onLogIn,
}: {
  message: string;
  email: string;
  onLogIn?: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormAlert>
      {message}{' '}
      {onLogIn ? (
        <button type="button" onClick={() => onLogIn(email)} className={linkClass}>
          {t('emailExists.logIn')}
        </button>
      ) : (
        <Link to={`/login?${new URLSearchParams({ email })}`} className={linkClass}>
          {t('emailExists.logIn')}
        </Link>
      )}
    </FormAlert>
  );
}
