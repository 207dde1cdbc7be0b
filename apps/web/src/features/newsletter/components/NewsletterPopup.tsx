import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { hasSubscribed, incrementPopupCount, popupCount } from '../lib/storage.ts';
import { withWords } from '../../../lib/lazy.ts';

/** Shown after 60 s on the site, while the stored counter is below 2; closing about 1 s after success. */
export const NEWSLETTER_POPUP_DELAY_MS = 60_000;
export const NEWSLETTER_POPUP_MAX_SHOWS = 2;
/** While another dialog (sign-in, a booking sheet) is open, the pop-up waits and looks again this much later. */
const BUSY_RETRY_MS = 5_000;
/** Pages where asking to subscribe makes no sense. */
const QUIET_PATHS = new Set(['/unsubscribe', '/cart-reminders/off', '/account/not-me']);

type DialogComponent = ComponentType<{ onClose: () => void }>;

/**
 * The newsletter pop-up's trigger, mounted once in the layout. It holds only a timer: the dialog's code (Radix
 * Dialog, the form) downloads when the time comes, so it never weighs on a first page. Shown to visitors who are
 * not logged in (guests and customers are not asked), once per page life, and never to a browser that has
 * subscribed from any of the forms. The counter goes up when the pop-up is actually shown.
 */
export function NewsletterPopup({ arrivedAt: arrival }: { arrivedAt?: number } = {}) {
  const session = useSession();
  const { pathname } = useLocation();
  // The 60 s count from the visitor's arrival (this mounts once, with the layout), not from each page.
  const [arrivedAt] = useState(() => arrival ?? Date.now());
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);

  const eligible = session.status === 'visitor' && !shown && !QUIET_PATHS.has(pathname);

  useEffect(() => {
    if (!eligible) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wanted = () => popupCount() < NEWSLETTER_POPUP_MAX_SHOWS && !hasSubscribed();
    const attempt = () => {
      if (cancelled || !wanted()) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) {
        timer = setTimeout(attempt, BUSY_RETRY_MS);
        return;
      }
      withWords(import('./NewsletterDialog.tsx')).then(
        ({ NewsletterDialog }) => {
          if (cancelled || !wanted()) return;
          incrementPopupCount();
          setDialog(() => NewsletterDialog);
          setShown(true);
          setOpen(true);
        },
        // Offline for a moment: the pop-up is a nicety, so it simply does not show this time.
        () => undefined,
      );
    };
    if (wanted()) timer = setTimeout(attempt, Math.max(0, arrivedAt + NEWSLETTER_POPUP_DELAY_MS - Date.now()));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [eligible, arrivedAt]);

  if (!Dialog || !open) return null;
  return <Dialog onClose={() => setOpen(false)} />;
}
