import { useState } from 'react';
import { useNavigate } from 'react-router';
import { addPassBodySchema, passRefOf, type AddPassBody } from '@weekends/shared/cart';
import type { LoginPromptProps } from '../../login-dialog/LoginPrompt.tsx';
import { cartErrorMessage, useAddPass } from '../../../lib/cart.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * Book Now of a weekend pass, the way the activity page books: someone signed in (a customer or a guest) has the
 * chosen experiences put in the cart (POST /api/cart/passes) and goes to the checkout; a refusal (a sold-out day,
 * too few places) comes back as the server's sentence, shown beside the panel. A visitor is asked to log in, sign up
 * or continue as a guest first; whoever comes out of the pop-up has the same selection booked, also after a social
 * sign-in's round trip (the selection is the pop-up's resume state).
 */
export function useBookPass(bundleId: number | null, reason: string) {
  const session = useSession();
  const navigate = useNavigate();
  const addPass = useAddPass();
  const [error, setError] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [kept, setKept] = useState<AddPassBody | null>(null);

  const send = (body: AddPassBody) => {
    setError(null);
    addPass.mutate(body, {
      onSuccess: () => void navigate('/checkout'),
      onError: (failure) => setError(cartErrorMessage(failure)),
    });
  };

  const book = (body: AddPassBody) => {
    if (addPass.isPending) return;
    if (session.status === 'customer' || session.status === 'guest') return send(body);
    setKept(body);
    setLoginOpen(true);
  };

  const loginPrompt: LoginPromptProps = {
    open: loginOpen,
    onOpenChange: setLoginOpen,
    reason,
    fromCheckout: true,
    resume: { action: `pass:${passRefOf(bundleId)}`, state: kept },
    onDone: (resumed) => {
      const parsed = resumed === undefined ? null : addPassBodySchema.safeParse(resumed);
      const body = parsed?.success ? parsed.data : kept;
      if (body) send(body);
    },
  };

  return { book, pending: addPass.isPending, error, clearError: () => setError(null), loginPrompt };
}
