import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n.ts';

interface Props {
  /** The page's h1; leave it out when the content brings its own. */
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the form: the links to the other ways in. */
  footer?: ReactNode;
}

/**
 * The sign-in pages' frame: one centred card, with a brand panel beside the form from 1024 px. On a phone the
 * form comes first and fills the width.
 */
export function AuthLayout({ title, eyebrow, intro, children, footer }: Props) {
  return (
    <section className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-5xl grid-cols-1 overflow-hidden rounded-3xl bg-white shadow-[0_20px_60px_-30px_rgb(15_23_42/0.35)] ring-1 ring-slate-200 lg:grid-cols-[5fr_7fr]">
        <BrandPanel />
        <div className="px-5 py-8 sm:px-10 sm:py-10 lg:px-14 lg:py-12">
          <div className="mx-auto max-w-md">
            {eyebrow && <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">{eyebrow}</p>}
            {title && <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>}
            {intro && <p className="mt-2 text-sm leading-6 text-slate-600">{intro}</p>}
            <div className={title ? 'mt-6' : ''}>{children}</div>
            {footer && (
              <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">{footer}</div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function BrandPanel() {
  const { t } = useTranslation('auth');
  const points = ['curated', 'secure', 'vouchers'] as const;
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 p-10 text-white lg:flex lg:flex-col">
      {/* A low sun over dunes: the brand's weekend mood, drawn rather than downloaded. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 400 260"
        preserveAspectRatio="xMidYMax slice"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-64 w-full"
      >
        <circle cx="290" cy="120" r="54" fill="#fbbf24" opacity="0.9" />
        <circle cx="290" cy="120" r="86" fill="#fbbf24" opacity="0.12" />
        <path
          d="M0 190 C 80 150, 150 150, 230 185 S 360 210, 400 170 L400 260 L0 260 Z"
          fill="#134e4a"
          opacity="0.85"
        />
        <path d="M0 225 C 90 195, 190 200, 260 225 S 370 240, 400 220 L400 260 L0 260 Z" fill="#0b3b38" />
      </svg>
      <p className="relative text-xs font-semibold tracking-[0.18em] text-brand-100 uppercase">{t('brand.eyebrow')}</p>
      <p className="relative mt-3 text-3xl leading-tight font-bold">{t('brand.heading')}</p>
      <p className="relative mt-3 text-sm leading-6 text-brand-50/90">{t('brand.body')}</p>
      <ul className="relative mt-8 space-y-3 text-sm">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white/15">
              <svg viewBox="0 0 20 20" width="12" height="12" aria-hidden="true">
                <path
                  d="M5 10.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <span className="text-brand-50">{t(`brand.points.${point}`)}</span>
          </li>
        ))}
      </ul>
      <div className="min-h-40 flex-1" />
    </div>
  );
}
