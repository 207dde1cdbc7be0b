import '../i18n.ts';
import '../../cart/i18n.ts';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { CheckoutShell, Waiting } from '../components/CheckoutShell.tsx';
import { CustomerCheckout } from '../components/CustomerCheckout.tsx';
import { VisitorCheckout } from '../components/VisitorCheckout.tsx';

/**
 * /checkout and /checkout/:userId. A signed-in customer or guest is sent to their own
 * /checkout/{id} (the query string kept: the payment page comes back with it); a visitor is asked to log in, sign up
 * or continue as a guest, and then sees their cart.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const session = useSession();
  const { userId } = useParams();
  const { search } = useLocation();
  usePageMeta(t('title'));

  let content;
  if (session.status === 'loading') content = <Waiting>{t('loading')}</Waiting>;
  else if (session.status === 'visitor') content = <VisitorCheckout />;
  else if (userId !== String(session.user.id))
    return <Navigate to={{ pathname: `/checkout/${session.user.id}`, search }} replace />;
  else content = <CustomerCheckout user={session.user} />;
  return <CheckoutShell>{content}</CheckoutShell>;
}
