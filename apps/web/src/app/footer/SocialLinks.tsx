import { useTranslation } from 'react-i18next';

/**
 * The brand's own profiles (not share links): Facebook, Twitter and LinkedIn, as on the earlier site, plus Instagram.
 */
const PROFILES = [
  {
    key: 'facebook',
    href: 'https://www.facebook.com/weekends.ae',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.9-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  },
  {
    key: 'instagram',
    href: 'https://www.instagram.com/weekends.ae',
    path: 'M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zm6-7.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 6 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1zM12 3c-2.4 0-2.8 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.2 3 9.6 3 12s0 2.8.1 3.7c.1 3.3 2 5.1 5.2 5.2.9.1 1.3.1 3.7.1s2.8 0 3.7-.1c3.3-.1 5.1-2 5.2-5.2.1-.9.1-1.3.1-3.7s0-2.8-.1-3.7c-.1-3.3-2-5.1-5.2-5.2C14.8 3 14.4 3 12 3z',
  },
  {
    key: 'linkedin',
    href: 'https://www.linkedin.com/company/weekends-ae',
    path: 'M6.5 8.5h-3V20h3zM5 3.5a1.8 1.8 0 100 3.6 1.8 1.8 0 000-3.6zM20.5 13.4c0-3-1.6-5.1-4.4-5.1-1.4 0-2.4.8-2.8 1.5V8.5h-3V20h3v-6c0-1.6.8-2.6 2.1-2.6 1.2 0 1.9.9 1.9 2.6v6h3z',
  },
  {
    key: 'twitter',
    href: 'https://twitter.com/weekends_ae',
    path: 'M18.2 3h3.1l-6.8 7.8L22.5 21h-6.3l-4.9-6.4L5.7 21H2.6l7.3-8.3L2.2 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.8 4.7H6z',
  },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('footer');
  return (
    <ul className="flex items-center gap-2" aria-label={t('followUs')}>
      {PROFILES.map((profile) => (
        <li key={profile.key}>
          <a
            href={profile.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(profile.key)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-slate-200 transition hover:bg-white hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d={profile.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
