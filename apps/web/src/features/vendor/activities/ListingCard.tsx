import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HostListingCard } from '@weekends/shared/listings';
import { Price } from '../../../components/Price.tsx';
import { Stars } from '../../../components/Stars.tsx';

const ACTION =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface Props {
  listing: HostListingCard;
  /** Edit and Unpublish are offered only for an active listing, to a host who may manage activities. */
  canManage: boolean;
  onUnpublish: (listing: HostListingCard, opener: HTMLButtonElement) => void;
}

/**
 * One of the host's listings: image, title, rating, first price, BEST SELLER, where it stands with the provider
 * (waiting for approval, or the reason it was refused), and what the host can do with it.
 */
export function ListingCard({ listing, canManage, onUnpublish }: Props) {
  const { t } = useTranslation('vendor');
  const titleId = useId();
  const manageable = canManage && listing.isActive;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
        {listing.image ? (
          <img
            src={listing.image}
            alt=""
            loading="lazy"
            decoding="async"
            width={600}
            height={400}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-sm text-brand-800">
            {t('activities.card.noImage')}
          </div>
        )}
        <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          {listing.bestSeller && (
            <span className="rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold tracking-wide text-slate-900 shadow-sm">
              {t('activities.card.bestSeller')}
            </span>
          )}
          {listing.soldOut && (
            <span className="rounded-full bg-slate-900/85 px-2.5 py-1 text-xs font-semibold text-white">
              {t('activities.card.soldOut')}
            </span>
          )}
          {!listing.isActive && listing.pendingRevision !== 'new' && (
            <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm">
              {t('activities.card.inactive')}
            </span>
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          {listing.isActive ? (
            <Link
              to={`/activity/${listing.slug}`}
              className="rounded-sm hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
        </h3>
        <div className="mt-2 flex items-center gap-1.5 text-xs text-slate-500">
          <Stars rating={listing.rating} size={14} />
          <span>
            {listing.reviewsCount > 0
              ? t('activities.card.reviews', { count: listing.reviewsCount })
              : t('activities.card.noReviews')}
          </span>
        </div>
        <div className="mt-2 text-sm">
          {listing.firstPrice !== null ? (
            <Price option={{ price: listing.firstPrice, discountedPrice: null }} />
          ) : (
            <span className="text-slate-500">{t('activities.card.noPrice')}</span>
          )}
        </div>

        {listing.pendingRevision && (
          <p className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
            <svg
              viewBox="0 0 20 20"
              width="14"
              height="14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <circle cx="10" cy="10" r="7.5" />
              <path d="M10 6v4l2.5 2" />
            </svg>
            {t('activities.card.waiting')}
          </p>
        )}
        {listing.rejectionReason && (
          <div className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-xs text-red-800">
            <p className="font-semibold">{t('activities.card.rejected')}</p>
            <p className="mt-0.5 whitespace-pre-line">{listing.rejectionReason}</p>
          </div>
        )}

        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {manageable && (
            <Link
              to={`/vendor/dashboard/activities/${listing.id}/edit`}
              aria-label={t('activities.card.editOf', { title: listing.title })}
              className={`${ACTION} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t('activities.card.edit')}
            </Link>
          )}
          <Link
            to={`/vendor/dashboard/activities/${listing.id}/availability`}
            aria-label={t('activities.card.availabilityOf', { title: listing.title })}
            className={`${ACTION} border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800`}
          >
            {t('activities.card.availability')}
          </Link>
          {manageable && (
            <button
              type="button"
              onClick={(event) => onUnpublish(listing, event.currentTarget)}
              aria-label={t('activities.card.unpublishOf', { title: listing.title })}
              className={`${ACTION} border-red-200 bg-white text-red-700 hover:border-red-700 hover:bg-red-50`}
            >
              {t('activities.card.unpublish')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
