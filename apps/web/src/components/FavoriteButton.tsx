import './cardI18n.ts';
import { useEffect, useEffectEvent, useState, type MouseEvent } from 'react';
import { wordsOf } from '../lib/i18n.ts';
import { useFavoriteIds, useToggleFavorite } from '../lib/favorites.ts';
import { useSession } from '../lib/session.ts';
import { useLoginPrompt } from './loginPromptSlot.ts';

/** How long the small failure note stays beside the heart. */
const ERROR_MS = 5000;

interface Props {
  activityId: number;
  /** 'card' sits on a photo; 'page' stands beside the share buttons of the activity page. */
  variant?: 'card' | 'page';
  /** The id of the element naming the activity, read after the button's own label (cards name no activity in it). */
  describedBy?: string;
  /**
   * Placement of the wrapper; it must be positioned (the default is `relative`), since the failure note hangs from it.
   */
  className?: string;
}

/**
 * The favourite heart. Customers toggle it; the heart changes only once the server agreed,
 * and a failure leaves it as it was with a short note. Visitors and guests, who have no favourites, get the
 * login pop-up instead, which keeps them on the page.
 */
export function FavoriteButton({ activityId, variant = 'card', describedBy, className = 'relative' }: Props) {
  const t = wordsOf('card');
  const session = useSession();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite(activityId);
  const loginPrompt = useLoginPrompt();
  const [promptOpen, setPromptOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  // Pressed before we know who is here (the page has just opened): done as soon as we do, not dropped.
  const [pressedEarly, setPressedEarly] = useState(false);
  const favourite = ids.data?.includes(activityId) ?? false;
  const known = session.status !== 'loading' && (session.status !== 'customer' || !ids.isPending);
  if (pressedEarly && known && session.status !== 'customer') {
    setPressedEarly(false);
    setPromptOpen(true);
  }
  // A customer's early press becomes the change, made by the effect below; it is done once the change is under way.
  if (pressedEarly && toggle.isPending) setPressedEarly(false);
  const toggleNow = pressedEarly && known && session.status === 'customer' && !toggle.isPending;

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const change = () => toggle.mutate(!favourite, { onError: () => setFailed(true) });
  // Once, when the early press can be acted on, with the favourite as it is then.
  const changeEarly = useEffectEvent(change);
  useEffect(() => {
    if (toggleNow) changeEarly();
  }, [toggleNow]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The card around the heart is a link; the heart must never follow it.
    event.preventDefault();
    event.stopPropagation();
    if (!known) return setPressedEarly(true);
    if (toggle.isPending) return;
    if (session.status !== 'customer') {
      setPromptOpen(true);
      return;
    }
    setFailed(false);
    change();
  };

  const box =
    variant === 'card'
      ? 'h-9 w-9 bg-white/95 shadow-sm'
      : 'h-10 w-10 border border-slate-200 bg-white hover:border-coral-500';
  const size = variant === 'card' ? 18 : 20;

  return (
    <div className={`flex ${className}`}>
      <button
        type="button"
        aria-label={favourite ? t('favourite.remove') : t('favourite.add')}
        aria-describedby={describedBy}
        // A visitor's tap opens a dialog rather than changing anything, so there is nothing to press.
        aria-pressed={session.status === 'customer' ? favourite : undefined}
        aria-haspopup={session.status === 'customer' ? undefined : 'dialog'}
        aria-busy={toggle.isPending || undefined}
        onClick={onClick}
        className={`${box} inline-flex items-center justify-center rounded-full transition hover:text-coral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          favourite ? 'text-coral-500' : 'text-slate-700'
        } ${toggle.isPending ? 'animate-pulse' : ''}`}
      >
        <svg
          viewBox="0 0 24 24"
          width={size}
          height={size}
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            strokeLinejoin="round"
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          />
        </svg>
      </button>
      {failed && (
        <p
          role="alert"
          className="absolute top-full end-0 z-20 mt-2 w-52 rounded-lg bg-slate-900 px-3 py-2 text-start text-xs leading-snug font-medium text-white shadow-lg"
        >
          {t('favourite.failed')}
        </p>
      )}
      {/* Having logged in to save this one (through a social sign-in too), the visitor finds it saved. Adding is
          idempotent on the server. */}
      {loginPrompt({
        open: promptOpen,
        onOpenChange: setPromptOpen,
        reason: t('favouriteReason'),
        resume: { action: `favourite:${activityId}` },
        onDone: () => toggle.mutate(true, { onError: () => setFailed(true) }),
      })}
    </div>
  );
}
