import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@weekends/shared/guests';
import { socialStartUrl, useSocialProviders } from './api.ts';
import { FacebookLogo, GoogleLogo } from './logos.tsx';
import './i18n.ts';

export interface SocialButtonsProps {
  /** Where the visitor comes back to, signed in; by default the page they are on (path and query). */
  returnTo?: string;
  /** An 'or' rule before or after the buttons, to set them apart from an e-mail form. Shown only with the buttons. */
  divider?: 'before' | 'after';
  className?: string;
  /** Inside the login pop-up: the server brings phone capture and failures back to this page's pop-up. */
  popup?: boolean;
  /** Just before the browser leaves for the provider (the pop-up keeps what the page needs on its return). */
  onStart?: () => void;
}

const LOGOS: Record<SocialProvider, ComponentType> = { google: GoogleLogo, facebook: FacebookLogo };

/**
 * 'Continue with Google' / 'Continue with Facebook': plain links to the server, which sends the browser on to the
 * provider. Only the providers the server has configured; nothing at all when there are none (or the list failed).
 */
export function SocialButtons({ returnTo, divider, className = '', popup = false, onStart }: SocialButtonsProps) {
  const { t } = useTranslation('social');
  const location = useLocation();
  const { data } = useSocialProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const target = returnTo ?? `${location.pathname}${location.search}`;
  const rule = <OrRule label={t('buttons.or')} />;

  return (
    <div className={`space-y-4 ${className}`}>
      {divider === 'before' && rule}
      <div role="group" aria-label={t('buttons.label')} className="grid gap-3">
        {providers.map((provider) => {
          const Logo = LOGOS[provider];
          return (
            <a
              key={provider}
              href={socialStartUrl(provider, target, { popup })}
              onClick={onStart}
              className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-800 shadow-xs transition hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Logo />
              {t(`buttons.${provider}`)}
            </a>
          );
        })}
      </div>
      {divider === 'after' && rule}
    </div>
  );
}

function OrRule({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
