import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Review } from '@weekends/shared';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { LoginPrompt } from '../../login-dialog/LoginPrompt.tsx';
import { ShareButtons } from '../../../components/ShareButtons.tsx';
import { Stars } from '../../../components/Stars.tsx';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { lazyWithPreload } from '../../../lib/lazyWithPreload.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/useHydrated.ts';
import { useActivityReviews } from '../api.ts';
import { BadgeCheckIcon } from './icons.tsx';
import { Paragraphs } from './Paragraphs.tsx';

// The box's form code (react-hook-form, the schema) is fetched when a customer first reaches for the button.
const ReviewForm = lazyWithPreload(() => import('./reviews/ReviewForm.tsx').then((m) => m.ReviewForm));

/** The review request mail links to the review box with this anchor (apps/api/src/modules/reminders). */
const WRITE_REVIEW_ANCHOR = 'write-review';

/** 'Verified booking': the reviewer's voucher of this experience was used. The icon is decorative; the words speak. */
function VerifiedMark() {
  const { t } = useTranslation('activity');
  return (
    <span
      title={t('reviews.verifiedHint')}
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
    >
      <BadgeCheckIcon size={14} />
      {t('reviews.verified')}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <span
            dir="auto"
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            aria-hidden="true"
          >
            {review.customerFirstName.charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
              <bdi>{review.customerFirstName}</bdi>
              {review.verified && <VerifiedMark />}
            </p>
            <time dateTime={review.publishedAt} className="text-xs text-slate-500">
              {formatDubaiDay(review.publishedAt)}
            </time>
          </div>
        </div>
        <Stars rating={review.rating} size={16} />
      </div>
      {/* The customer's own words, in the language and direction they wrote them. */}
      <div dir="auto">
        <h4 className="mt-3 font-semibold text-slate-900">{review.title}</h4>
        <Paragraphs text={review.content} className="mt-1 text-sm" />
      </div>
    </li>
  );
}

/**
 * Published reviews, the review box and a share row. A logged-in customer's 'Submit A Review' toggles the
 * box; anyone else gets the login pop-up. A submitted review closes the box and leaves the success message.
 */
export function Reviews({ activityId, sharePath, title }: { activityId: number; sharePath: string; title: string }) {
  const { t } = useTranslation('activity');
  const known = useSession();
  // The list hydrates when the visitor scrolls to it, by when the session is usually known: it first renders as the
  // server did, with nobody known, so its markup matches, then shows the customer's controls.
  const session = useHydrated() ? known : ({ status: 'loading', user: null } as const);
  const reviews = useActivityReviews(activityId);
  const [loginOpen, setLoginOpen] = useState(false);
  const [boxOpen, setBoxOpen] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const formId = useId();
  const toggleButton = useRef<HTMLButtonElement>(null);
  const customer = session.status === 'customer';
  const { hash } = useLocation();
  const [linked, setLinked] = useState(hash === `#${WRITE_REVIEW_ANCHOR}`);
  const scrollToBox = useRef(linked);

  // Arriving from the review request mail: open the box, or ask a visitor to log in first (having logged in, they
  // find it open). Once, as soon as we know who is here; decided while rendering, so the box shows in the same pass.
  if (linked && session.status !== 'loading') {
    setLinked(false);
    if (customer) setBoxOpen(true);
    else setLoginOpen(true);
  }
  // ...and bring it into view.
  useEffect(() => {
    if (!scrollToBox.current || linked) return;
    scrollToBox.current = false;
    document.getElementById(WRITE_REVIEW_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [linked]);

  const toggleBox = () => {
    // Pressed before we know who is here (the page has just opened): done as soon as we do, as from the mail.
    if (session.status === 'loading') return setLinked(true);
    if (!customer) {
      setLoginOpen(true);
      return;
    }
    setSubmitted(null);
    setBoxOpen((open) => !open);
  };

  const closeBox = () => {
    setBoxOpen(false);
    toggleButton.current?.focus();
  };

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-32 border-t border-slate-200 pt-6">
      <div id={WRITE_REVIEW_ANCHOR} className="mb-4 flex scroll-mt-32 flex-wrap items-center justify-between gap-3">
        <h3 id="reviews-heading" className="text-lg font-bold text-slate-900">
          {t('reviews.heading')}
        </h3>
        <button
          ref={toggleButton}
          type="button"
          onClick={toggleBox}
          onPointerEnter={customer ? ReviewForm.preload : undefined}
          onFocus={customer ? ReviewForm.preload : undefined}
          aria-expanded={customer ? boxOpen : undefined}
          aria-controls={customer && boxOpen ? formId : undefined}
          aria-haspopup={customer ? undefined : 'dialog'}
          className="rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('reviews.submit')}
        </button>
      </div>

      {submitted && (
        <div className="mb-4">
          <FormAlert tone="success">{submitted}</FormAlert>
        </div>
      )}

      {boxOpen && (
        <div className="mb-6">
          <Suspense
            fallback={
              <div className="h-80 animate-pulse rounded-2xl bg-slate-100" aria-hidden="true" aria-busy="true" />
            }
          >
            <ReviewForm
              id={formId}
              activityId={activityId}
              onCancel={closeBox}
              onSubmitted={(message) => {
                setSubmitted(message);
                closeBox();
              }}
            />
          </Suspense>
        </div>
      )}

      {reviews.isPending ? (
        <div className="space-y-3" aria-hidden="true" aria-busy="true">
          <div className="h-28 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      ) : reviews.isError ? (
        // A failed load must not go unsaid, yet the reviews are not the page's point: a quiet line, not an alarm.
        <p className="text-sm text-slate-500">{t('reviews.loadError')}</p>
      ) : reviews.data.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-5 py-6 text-center text-slate-600">{t('reviews.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-slate-700">{t('reviews.share')}</span>
        <ShareButtons path={sharePath} title={title} size="sm" />
      </div>

      {/* Having logged in to write a review, the customer finds the box open. */}
      <LoginPrompt
        open={loginOpen}
        onOpenChange={setLoginOpen}
        reason={t('reviews.loginReason')}
        resume={{ action: `review:${activityId}` }}
        onDone={() => {
          setSubmitted(null);
          setBoxOpen(true);
        }}
      />
    </section>
  );
}
