import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The head of a listing: the page's title over its banner line. With an image (a category's header
 * image) the text sits on a dark gradient so it stays readable over any photo.
 */
export function ListingBanner({
  title,
  subtitle,
  image,
  tall = false,
  children,
}: {
  title: ReactNode;
  subtitle?: string;
  image?: string | null;
  /** Room for a photo; the category page asks for it before its image is known, so nothing jumps. */
  tall?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('listing');
  return (
    <section className="relative isolate overflow-hidden bg-brand-900">
      {image ? (
        <>
          <img src={image} alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" fetchPriority="high" />
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/85 via-slate-950/50 to-slate-950/20" />
        </>
      ) : (
        <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)]" />
      )}
      <div
        className={`mx-auto flex max-w-7xl flex-col justify-end px-4 sm:px-6 lg:px-8 ${tall ? 'min-h-56 py-10 sm:min-h-72 sm:py-12' : 'py-10 sm:py-14'}`}
      >
        {children}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-pretty text-white/85 sm:text-lg">{subtitle ?? t('banner')}</p>
      </div>
    </section>
  );
}
