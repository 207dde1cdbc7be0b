import './i18n.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../header/Logo.tsx';
import { FooterCategories } from './FooterCategories.tsx';
import { FOOTER_GROUPS } from './footerLinks.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { LanguageSwitch } from '../header/LanguageSwitch.tsx';

const link =
  'rounded text-slate-300 transition hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function Footer() {
  const { t } = useTranslation('footer');
  const id = useId();
  const email = t('supportEmail');

  return (
    // The colour is given again inside: the browser skips what a 'below-fold' block holds until the visitor comes
    // near, and an accessibility audit reading a link in the skipped part (Lighthouse's, which does not scroll) takes
    // only the skipped part's own backgrounds into account. With the footer's colour on the footer alone, it read
    // its pale links against white.
    <footer className="below-fold bg-brand-900 text-slate-300">
      <div className="mx-auto max-w-7xl bg-brand-900 px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="space-y-6">
            <Logo tone="light" />
            <p className="max-w-sm text-sm leading-relaxed text-slate-300">{t('tagline')}</p>
            <div>
              <p className="text-sm font-semibold text-white">{t('supportTitle')}</p>
              <a
                href={`mailto:${email}`}
                aria-label={t('supportLabel', { email })}
                className="mt-1 inline-flex items-center gap-2 rounded text-base font-medium text-sun-400 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <svg
                  viewBox="0 0 20 20"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden="true"
                >
                  <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
                  <path d="M3 5.5l7 5.5 7-5.5" strokeLinejoin="round" />
                </svg>
                {email}
              </a>
            </div>
            <div>
              <p className="mb-3 text-sm font-semibold text-white">{t('followUs')}</p>
              <SocialLinks />
            </div>
          </div>

          <div className="space-y-10">
            <FooterCategories headingId={`${id}-categories`} />
            <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
              {FOOTER_GROUPS.map((group) => (
                <nav key={group.titleKey} aria-labelledby={`${id}-${group.titleKey}`}>
                  <h2
                    id={`${id}-${group.titleKey}`}
                    className="text-sm font-semibold tracking-wider text-white uppercase"
                  >
                    {t(group.titleKey)}
                  </h2>
                  <ul className="mt-4 space-y-2.5 text-sm">
                    {group.links.map((item) => (
                      <li key={item.to}>
                        <Link to={item.to} className={link}>
                          {t(item.labelKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-3 border-t border-white/10 pt-6 text-sm text-slate-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright')}</p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <LanguageSwitch tone="light" />
            <span>{t('prices')}</span>
            <span className="inline-flex items-center gap-1.5 font-medium text-slate-200">
              <UaeFlag />
              {t('madeIn')}
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}

function UaeFlag() {
  return (
    <svg viewBox="0 0 12 6" width="20" height="10" aria-hidden="true" className="rounded-[2px]">
      <rect width="12" height="2" fill="#00732f" />
      <rect y="2" width="12" height="2" fill="#fff" />
      <rect y="4" width="12" height="2" fill="#000" />
      <rect width="3" height="6" fill="#ff0000" />
    </svg>
  );
}
