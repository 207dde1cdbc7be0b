import '../i18n.ts';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { isClosedError, useSandboxSession } from '../api.ts';
import { ChallengeCard } from '../components/ChallengeCard.tsx';
import { PaymentFrame, PaymentWaiting } from '../components/PaymentFrame.tsx';
import { SessionClosed } from '../components/SessionClosed.tsx';
import { SessionLoadError } from '../components/SessionLoadError.tsx';

/** /pay/sandbox/:sessionId/challenge: the 3-D Secure check of a card that asks for one. */
export function SandboxChallengePage() {
  const { t } = useTranslation('payment');
  const { sessionId = '' } = useParams();
  const session = useSandboxSession(sessionId);
  const [closed, setClosed] = useState(false);
  usePageMeta(t('challenge.title'));

  let content;
  if (session.isPending) content = <PaymentWaiting>{t('loading')}</PaymentWaiting>;
  else if (session.isError)
    content = isClosedError(session.error) ? (
      <SessionClosed />
    ) : (
      <SessionLoadError error={session.error} onRetry={() => void session.refetch()} />
    );
  // Not asked for a check (yet): the card form first.
  else if (session.data.status === 'open')
    return <Navigate to={`/pay/sandbox/${encodeURIComponent(sessionId)}`} replace />;
  else if (closed || session.data.status !== 'requires_action') content = <SessionClosed />;
  else content = <ChallengeCard session={session.data} onClosed={() => setClosed(true)} />;
  return <PaymentFrame>{content}</PaymentFrame>;
}
