/** The footer's information links, grouped so the columns read naturally. */
export const FOOTER_GROUPS = [
  {
    titleKey: 'footer.companyTitle',
    links: [
      { to: '/about', labelKey: 'footer.about' },
      { to: '/career', labelKey: 'footer.career' },
      { to: '/blog', labelKey: 'footer.blog' },
      { to: '/contact', labelKey: 'footer.contact' },
    ],
  },
  {
    titleKey: 'footer.partnersTitle',
    links: [
      { to: '/partner-contact', labelKey: 'footer.host' },
      { to: '/corporate', labelKey: 'footer.corporate' },
      { to: '/give-back', labelKey: 'footer.giveBack' },
      { to: '/sports-weekend', labelKey: 'footer.sportsWeekend' },
    ],
  },
  {
    titleKey: 'footer.helpTitle',
    links: [
      { to: '/how-it-works', labelKey: 'footer.howItWorks' },
      { to: '/faq', labelKey: 'footer.faq' },
      { to: '/terms-conditions', labelKey: 'footer.terms' },
      { to: '/privacy', labelKey: 'footer.privacy' },
    ],
  },
] as const;
