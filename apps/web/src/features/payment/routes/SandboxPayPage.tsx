import '../i18n.ts';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { isClosedError, useSandboxSession } from '../api.ts';
import { CardForm } from '../components/CardForm.tsx';
import { PaymentCard, PaymentFrame, PaymentWaiting } from '../components/PaymentFrame.tsx';
import { SessionClosed } from '../components/SessionClosed.tsx';
import { SessionLoadError } from '../components/SessionLoadError.tsx';
import { SessionSummary } from '../components/SessionSummary.tsx';
import { TestCards } from '../components/TestCards.tsx';

/**
 * /pay/sandbox/:sessionId: the sandbox gateway's hosted payment page, the stand-in for a card processor's. It shows
 * who is paid and how much, takes a card and sends the browser back to the shop with the outcome.
 */
export function SandboxPayPage() {
  const { t } = useTranslation('payment');
  const { sessionId = '' } = useParams();
  const session = useSandboxSession(sessionId);
  const [closed, setClosed] = useState(false);
  usePageMeta(t('title'));

  let content;
  if (session.isPending) content = <PaymentWaiting>{t('loading')}</PaymentWaiting>;
  else if (session.isError)
    content = isClosedError(session.error) ? (
      <SessionClosed />
    ) : (
      <SessionLoadError error={session.error} onRetry={() => void session.refetch()} />
    );
  else if (session.data.status === 'requires_action')
    return <Navigate to={`/pay/sandbox/${encodeURIComponent(sessionId)}/challenge`} replace />;
  else if (closed || session.data.status !== 'open') content = <SessionClosed />;
  else {
    content = (
      <>
        <PaymentCard>
          <SessionSummary session={session.data} />
          <CardForm session={session.data} onClosed={() => setClosed(true)} />
        </PaymentCard>
        <TestCards />
      </>
    );
  }
  return (
    <PaymentFrame>
      {/* The page's heading, for those who move by headings; the card's own ('Pay by card') follows. */}
      <h1 className="sr-only">{t('title')}</h1>
      {content}
    </PaymentFrame>
  );
}
