/** The footer's information links, grouped so the columns read naturally. */
export const FOOTER_GROUPS = [
  {
    titleKey: 'companyTitle',
    links: [
      { to: '/about', labelKey: 'about' },
      { to: '/career', labelKey: 'career' },
      { to: '/blog', labelKey: 'blog' },
      { to: '/contact', labelKey: 'contact' },
    ],
  },
  {
    titleKey: 'partnersTitle',
    links: [
      { to: '/partner-contact', labelKey: 'host' },
      { to: '/corporate', labelKey: 'corporate' },
      { to: '/give-back', labelKey: 'giveBack' },
      { to: '/sports-weekend', labelKey: 'sportsWeekend' },
    ],
  },
  {
    titleKey: 'helpTitle',
    links: [
      { to: '/how-it-works', labelKey: 'howItWorks' },
      { to: '/faq', labelKey: 'faq' },
      { to: '/terms-conditions', labelKey: 'terms' },
      { to: '/privacy', labelKey: 'privacy' },
    ],
  },
] as const;
