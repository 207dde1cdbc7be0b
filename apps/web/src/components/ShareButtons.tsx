import { SHARE_POPUP_SIZE_PX } from '@weekends/shared';
import { wordsOf } from '../lib/i18n.ts';
import { useSiteOrigin } from '../lib/useSiteOrigin.ts';

const NETWORKS = {
  facebook: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  linkedin: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  twitter: (url: string, text: string) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
} as const;

const ICONS: Record<keyof typeof NETWORKS, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.9-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  linkedin:
    'M6.5 8.5h-3V20h3zM5 3.5a1.8 1.8 0 100 3.6 1.8 1.8 0 000-3.6zM20.5 13.4c0-3-1.6-5.1-4.4-5.1-1.4 0-2.4.8-2.8 1.5V8.5h-3V20h3v-6c0-1.6.8-2.6 2.1-2.6 1.2 0 1.9.9 1.9 2.6v6h3z',
  twitter: 'M18.2 3h3.1l-6.8 7.8L22.5 21h-6.3l-4.9-6.4L5.7 21H2.6l7.3-8.3L2.2 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.8 4.7H6z',
};

/** Share links on the three networks, opened in a 500 x 500 pop-up (a new tab when pop-ups are blocked). */
export function ShareButtons({
  path,
  title,
  className = '',
  size = 'md',
}: {
  path: string;
  title: string;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const t = wordsOf('common');
  const url = `${useSiteOrigin()}${path}`;
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label={t('share.label')}>
      {(Object.keys(NETWORKS) as (keyof typeof NETWORKS)[]).map((network) => {
        const href = NETWORKS[network](url, title);
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`share.${network}`)}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                // 'noopener' in the features would make window.open return null, so the opener is cut by hand.
                const opened = window.open(
                  href,
                  `share-${network}`,
                  `width=${SHARE_POPUP_SIZE_PX},height=${SHARE_POPUP_SIZE_PX}`,
                );
                if (opened) opened.opener = null;
                else window.open(href, '_blank', 'noopener');
              }}
              className={`${box} inline-flex items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700`}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
                <path d={ICONS[network]} />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
