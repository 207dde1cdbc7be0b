import { useState } from 'react';
import { PasskeyCeremonyError } from '../../lib/passkeys/ceremony.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { applyApiError } from '../form/apiErrors.ts';

type Outcome = { tone: 'error' | 'quiet'; message: string };

/**
 * One passkey ceremony behind a button (signing in, confirming it is you): pending while the browser asks, then what
 * went wrong if anything. A prompt the person closed is said quietly (`cancelled`), the authenticator's failure as an
 * error (`failed`), and the server's refusal in its own words.
 */
export function usePasskeyCeremony(words: { cancelled: string; failed: string }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (ceremony: () => Promise<void>) => {
    setOutcome(null);
    setPending(true);
    try {
      await ceremony();
    } catch (error) {
      if (error instanceof PasskeyCeremonyError)
        setOutcome(
          error.reason === 'cancelled'
            ? { tone: 'quiet', message: words.cancelled }
            : { tone: 'error', message: words.failed },
        );
      else setOutcome({ tone: 'error', message: applyApiError(error) });
    } finally {
      setPending(false);
    }
  };
  return { pending, outcome, run };
}

/** What a ceremony's button says under it: an error as an alert, a closed prompt as a quiet status line. */
export function CeremonyOutcome({ outcome }: { outcome: Outcome | null }) {
  if (outcome?.tone === 'error') return <FormAlert>{outcome.message}</FormAlert>;
  if (outcome?.tone === 'quiet')
    return (
      <p role="status" className="text-center text-sm text-slate-600">
        {outcome.message}
      </p>
    );
  return null;
}
