/**
 * The back office's sections, in the order the navigation shows them. Each is a top-level address under /admin; a
 * new section (orders, hosts, reviews…) is one more entry here and one more route in app/router.tsx.
 */
export interface AdminSection {
  id: string;
  /** Where the navigation link goes. */
  to: string;
  /** Addresses under this prefix mark the section as the current one. */
  prefix: string;
  /** Keys of the 'admin' namespace. */
  labelKey: string;
  hintKey: string;
  /** A 24 x 24 line icon's path. */
  icon: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    id: 'approvals',
    to: '/admin/approvals/hosts',
    prefix: '/admin/approvals',
    labelKey: 'sections.approvals',
    hintKey: 'sections.approvalsHint',
    icon: 'M9 12.5l2 2 4-4.5M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z',
  },
];

export const sectionOf = (pathname: string) => ADMIN_SECTIONS.find((s) => pathname === s.prefix || pathname.startsWith(`${s.prefix}/`));
