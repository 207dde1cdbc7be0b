/** The header's plain links beside the mega menu, shared by the desktop bar and the mobile sheet. */
export const NAV_LINKS = [
  { to: '/weekend-passes', labelKey: 'nav.weekendPass' },
  { to: '/corporate', labelKey: 'nav.corporate' },
  { to: '/partner-contact', labelKey: 'nav.host' },
] as const;
