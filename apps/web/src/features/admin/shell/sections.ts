import { staffMayUse, type StaffArea, type StaffRole } from '@weekends/shared/staff';

/**
 * The back office's sections, in the order the navigation shows them. Each is a top-level address under /admin; a
 * new section (orders, hosts, reviews…) is one more entry here and one more route in app/router.tsx.
 */
export interface AdminSection {
  id: string;
  /**
   * The section's pages a link may open, in order, each with its area (STAFF_AREAS): the section shows to a role that
   * may use one of them, and its link opens the first such page.
   */
  pages: readonly { to: string; area: StaffArea }[];
  /** Addresses under this prefix mark the section as the current one. */
  prefix: string;
  /**
   * More prefixes of the same section, for a section whose pages have addresses of their own (Hosts: customers,
   * payouts).
   */
  alsoPrefixes?: readonly string[];
  /** Keys of the 'admin' namespace (or another, as 'adminStaff:section'). */
  labelKey: string;
  hintKey: string;
  /** A 24 x 24 line icon's path. */
  icon: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'overview',
    pages: [{ to: '/admin/overview', area: 'overview' }],
    prefix: '/admin/overview',
    labelKey: 'sections.overview',
    hintKey: 'sections.overviewHint',
    icon: 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  },
  {
    id: 'approvals',
    pages: [
      { to: '/admin/approvals/hosts', area: 'hostApprovals' },
      { to: '/admin/approvals/listings', area: 'listingApprovals' },
      { to: '/admin/approvals/reviews', area: 'reviews' },
    ],
    prefix: '/admin/approvals',
    labelKey: 'sections.approvals',
    hintKey: 'sections.approvalsHint',
    icon: 'M9 12.5l2 2 4-4.5M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z',
  },
  {
    id: 'catalogue',
    pages: [{ to: '/admin/catalogue/categories', area: 'catalogue' }],
    prefix: '/admin/catalogue',
    labelKey: 'sections.catalogue',
    hintKey: 'sections.catalogueHint',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  {
    id: 'commerce',
    pages: [
      { to: '/admin/orders', area: 'ordersRead' },
      { to: '/admin/passes', area: 'passes' },
      { to: '/admin/promo-codes', area: 'promoCodes' },
    ],
    prefix: '/admin/orders',
    alsoPrefixes: ['/admin/passes', '/admin/promo-codes'],
    labelKey: 'sections.commerce',
    hintKey: 'sections.commerceHint',
    icon: 'M3 5h2l2.5 11h11L21 8H7M10 20h.01M17 20h.01',
  },
  {
    id: 'hosts',
    pages: [
      { to: '/admin/hosts', area: 'hostsRead' },
      { to: '/admin/customers', area: 'customers' },
      { to: '/admin/payouts', area: 'payouts' },
    ],
    prefix: '/admin/hosts',
    alsoPrefixes: ['/admin/customers', '/admin/payouts'],
    labelKey: 'sections.hosts',
    hintKey: 'sections.hostsHint',
    icon: 'M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6M9 11h.01M15 11h.01',
  },
  {
    id: 'corporates',
    pages: [
      { to: '/admin/corporates', area: 'corporates' },
      { to: '/admin/corporate-invoices', area: 'corporateInvoices' },
    ],
    prefix: '/admin/corporates',
    alsoPrefixes: ['/admin/corporate-invoices'],
    labelKey: 'sections.corporates',
    hintKey: 'sections.corporatesHint',
    icon: 'M4 21V5a1 1 0 011-1h8a1 1 0 011 1v16M14 9h5a1 1 0 011 1v11M3 21h18M8 8h2M8 12h2M8 16h2M17 13h.01M17 17h.01',
  },
  {
    id: 'inbox',
    pages: [
      { to: '/admin/inbox/interest', area: 'inbox' },
      { to: '/admin/inbox/applications', area: 'careerApplications' },
    ],
    prefix: '/admin/inbox',
    labelKey: 'sections.inbox',
    hintKey: 'sections.inboxHint',
    icon: 'M3 13h5l1.5 3h5L16 13h5M5 5h14l2 8v6H3v-6z',
  },
  {
    id: 'content',
    pages: [{ to: '/admin/content/posts', area: 'content' }],
    prefix: '/admin/content',
    labelKey: 'sections.content',
    hintKey: 'sections.contentHint',
    icon: 'M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h5',
  },
  {
    id: 'mail',
    pages: [{ to: '/admin/mail', area: 'mail' }],
    prefix: '/admin/mail',
    labelKey: 'sections.mail',
    hintKey: 'sections.mailHint',
    icon: 'M3 6h18v12H3zM3 7l9 6 9-6',
  },
  {
    id: 'audit',
    pages: [{ to: '/admin/audit', area: 'audit' }],
    prefix: '/admin/audit',
    labelKey: 'sections.audit',
    hintKey: 'sections.auditHint',
    icon: 'M9 5h10M9 12h10M9 19h10M5 5h.01M5 12h.01M5 19h.01',
  },
  {
    id: 'staff',
    pages: [{ to: '/admin/staff', area: 'staff' }],
    prefix: '/admin/staff',
    labelKey: 'adminStaff:section',
    hintKey: 'adminStaff:sectionHint',
    icon: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3 3 0 100-6 3 3 0 000 6zM21 19v-1a4 4 0 00-3-3.87M16 4.13a3 3 0 010 5.74',
  },
];

/** The first page of the section the role may use; undefined when it may use none (the section is not shown). */
export const sectionLink = (section: AdminSection, role: StaffRole | null) =>
  section.pages.find((page) => staffMayUse(role, page.area))?.to;

/** The sections a role may use, in order, each with where its link goes. */
export const sectionsFor = (role: StaffRole | null) =>
  ADMIN_SECTIONS.flatMap((section) => {
    const to = sectionLink(section, role);
    return to ? [{ section, to }] : [];
  });

export const sectionOf = (pathname: string) =>
  ADMIN_SECTIONS.find((s) =>
    [s.prefix, ...(s.alsoPrefixes ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
