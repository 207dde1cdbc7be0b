import { Suspense, useEffect } from 'react';
import { closeConfirmationPrompt, useConfirmationPromptOpen } from '../../../lib/confirmation-prompt.ts';
import { lazyWithPreload } from '../../../lib/lazyWithPreload.ts';
import { useSession } from '../../../lib/session.ts';

// Most visits never see the pop-up, so its code (Radix Dialog, its words) is fetched the first time it opens,
// or as the pointer reaches a control that opens it (preloadConfirmationDialog).
const ConfirmationDialog = lazyWithPreload(() => import('./ConfirmationDialog.tsx').then((m) => m.ConfirmationDialog));
export const preloadConfirmationDialog = ConfirmationDialog.preload;

/**
 * 'Lets Confirm Your Email Address', mounted once in the layout. It shows when something asked for it (sign-up, the
 * header's 'Pending' notice) and the signed-in customer is still unconfirmed; once the
 * session says confirmed, the request is dropped so it does not come back by itself.
 */
export function ConfirmationPrompt() {
  const requested = useConfirmationPromptOpen();
  const session = useSession();
  const user = session.status === 'customer' ? session.user : null;
  const confirmed = user?.isConfirmed === true;

  useEffect(() => {
    if (requested && confirmed) closeConfirmationPrompt();
  }, [requested, confirmed]);

  if (!requested || !user || confirmed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmationDialog email={user.email} />
    </Suspense>
  );
}
