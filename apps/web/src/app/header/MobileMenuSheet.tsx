import './menusI18n.ts';
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';
import { MobileAccount, MobileAccountFooter } from './MobileAccount.tsx';
import { MobileCategories } from './MobileCategories.tsx';
import { NAV_LINKS } from './navLinks.ts';

const ring = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The mobile sheet, loaded the first time the menu button is used (MobileMenu.tsx). Every link in it closes the
 * sheet as it navigates; closing returns focus to the menu button.
 */
export function MobileMenuSheet({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation(['shell', 'headerMenus']);
  const close = onClose;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 end-0 z-50 flex w-full flex-col sm:max-w-sm bg-white shadow-2xl transition-transform duration-300 starting:translate-x-full rtl:starting:-translate-x-full motion-reduce:transition-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Logo onNavigate={close} />
            <Dialog.Close
              aria-label={t('headerMenus:mobile.close')}
              className={`inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 ${ring}`}
            >
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('headerMenus:mobile.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('headerMenus:mobile.description')}</Dialog.Description>

          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-5">
            <MobileAccount onNavigate={close} />
            <SearchForm onSearched={close} />
            <nav aria-label={t('nav.label')} className="mt-6">
              <p className="px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {t('headerMenus:mobile.categories')}
              </p>
              <MobileCategories onNavigate={close} />
              <p className="mt-6 px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                {t('headerMenus:mobile.more')}
              </p>
              <ul className="mt-2 divide-y divide-slate-100">
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={close}
                      className={`flex min-h-12 items-center rounded px-1 text-base font-medium text-slate-800 hover:text-brand-800 ${ring}`}
                    >
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          <div className="shrink-0 border-t border-slate-200 p-4">
            <MobileAccountFooter onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
