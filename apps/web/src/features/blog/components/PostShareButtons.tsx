import { SHARE_POPUP_SIZE_PX } from '@weekends/shared/constants';
import { useTranslation } from 'react-i18next';
import { useSiteOrigin } from '../../../lib/useSiteOrigin.ts';

/** The brand's Instagram profile: Instagram has no share link for web pages, so its button opens the profile. */
export const INSTAGRAM_PROFILE_URL = 'https://www.instagram.com/weekends.ae';

type Network = 'facebook' | 'linkedin' | 'instagram' | 'twitter' | 'whatsapp';

const LINKS: Record<Network, (url: string, text: string) => string> = {
  facebook: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  linkedin: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  instagram: () => INSTAGRAM_PROFILE_URL,
  twitter: (url, text) =>
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  whatsapp: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
};

const ICONS: Record<Network, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.9-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  linkedin:
    'M6.5 8.5h-3V20h3zM5 3.5a1.8 1.8 0 100 3.6 1.8 1.8 0 000-3.6zM20.5 13.4c0-3-1.6-5.1-4.4-5.1-1.4 0-2.4.8-2.8 1.5V8.5h-3V20h3v-6c0-1.6.8-2.6 2.1-2.6 1.2 0 1.9.9 1.9 2.6v6h3z',
  instagram:
    'M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zm6-7.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 6 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1zM12 3c-2.4 0-2.8 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.3 2 5.1 5.2 5.2.9.1 1.3.1 3.7.1s2.8 0 3.7-.1c3.3-.1 5.1-2 5.2-5.2.1-.9.1-1.3.1-3.7s0-2.8-.1-3.7c-.1-3.3-2-5.1-5.2-5.2C14.8 3 14.4 3 12 3z',
  twitter: 'M18.2 3h3.1l-6.8 7.8L22.5 21h-6.3l-4.9-6.4L5.7 21H2.6l7.3-8.3L2.2 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.8 4.7H6z',
  whatsapp:
    'M12 2.5a9.4 9.4 0 00-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1012 2.5zm0 17.2c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.8 7.8 0 1112 19.7zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1-.2-.1-1-.4-1.9-1.2-.7-.6-1.2-1.4-1.3-1.6-.1-.2 0-.4.1-.5l.4-.4.2-.4v-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.5c-.2 0-.4.1-.6.3-.2.2-.8.8-.8 1.9s.8 2.2.9 2.4c.1.2 1.6 2.5 3.9 3.4 2 .8 2.4.6 2.8.6.4 0 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1 0-.1-.2-.2-.4-.3z',
};

const ORDER: Network[] = ['facebook', 'linkedin', 'instagram', 'twitter', 'whatsapp'];

/**
 * The post's five buttons: Facebook, LinkedIn, Twitter and WhatsApp share the post in a
 * 500 x 500 pop-up (a new tab when pop-ups are blocked); Instagram opens the brand's profile in a new tab.
 * A local cousin of components/ShareButtons, which the activity cards use with three networks.
 */
export function PostShareButtons({ path, title, className = '' }: { path: string; title: string; className?: string }) {
  const { t } = useTranslation('blog');
  const url = `${useSiteOrigin()}${path}`;
  return (
    <ul className={`flex flex-wrap items-center gap-2 ${className}`} aria-label={t('share.label')}>
      {ORDER.map((network) => {
        const href = LINKS[network](url, title);
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`share.${network}`)}
              onClick={(event) => {
                if (network === 'instagram') return;
                event.preventDefault();
                // 'noopener' in the features would make window.open return null, so the opener is cut by hand.
                const opened = window.open(
                  href,
                  `share-${network}`,
                  `width=${SHARE_POPUP_SIZE_PX},height=${SHARE_POPUP_SIZE_PX}`,
                );
                if (opened) opened.opener = null;
                else window.open(href, '_blank', 'noopener');
              }}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 transition hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <svg viewBox="0 0 24 24" width="17" height="17" fill="currentColor" aria-hidden="true">
                <path d={ICONS[network]} />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
