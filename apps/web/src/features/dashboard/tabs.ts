/** The dashboard's tabs, in order; each is the last part of its address. */
export const DASHBOARD_TABS = ['profile', 'favorite', 'bookings', 'reviews', 'security'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const isDashboardTab = (value: string | undefined): value is DashboardTab =>
  (DASHBOARD_TABS as readonly (string | undefined)[]).includes(value);
