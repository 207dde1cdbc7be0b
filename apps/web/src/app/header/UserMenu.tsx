import './menusI18n.ts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { CurrentUser } from '@weekends/shared/accounts';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { LOGOUT_LINK, accountLinksFor } from './accountLinks.ts';
import { Avatar, PersonName, UserChip, chipClass } from './UserChip.tsx';

const itemClass =
  'flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The signed-in customer's menu: 'Hello {first} {last}', the e-mail, Profile, My Booking,
 * Host Dashboard (hosts only), Contact Us, Logout. Radix gives it keyboard use and focus return; loaded with
 * the first signed-in page only, so visitors never download it (AccountArea.tsx).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('headerMenus');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={chipClass}>
        <span className="sr-only">
          <Trans t={t} i18nKey="account.menu" components={{ name: <PersonName user={user} /> }} />
        </span>
        <UserChip user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl shadow-slate-900/10 focus:outline-none"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-2 pb-3">
            <Avatar user={user} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-sm font-bold text-slate-900">
                <Trans t={t} i18nKey="account.hello" components={{ name: <PersonName user={user} /> }} />
              </p>
              <p className="truncate text-xs text-slate-500">{user.email}</p>
            </div>
          </div>
          <div className="py-1.5">
            {accountLinksFor(user).map((link) => (
              <DropdownMenu.Item key={link.to} asChild className={itemClass}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </DropdownMenu.Item>
            ))}
          </div>
          <DropdownMenu.Separator className="mx-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            asChild
            className={`${itemClass} mt-1.5 text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
          >
            <Link to={LOGOUT_LINK.to}>{t(LOGOUT_LINK.labelKey)}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
