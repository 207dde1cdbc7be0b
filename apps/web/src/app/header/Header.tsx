import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';
import { AccountArea } from './AccountArea.tsx';
import { CartButton } from './CartButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useScrolled } from './useScrolled.ts';
import { desktopPart } from '../../components/desktopPart.tsx';

// The mega menu (Radix NavigationMenu) is only shown from 1024 px: the server renders it for every screen and CSS
// shows it on a desktop, but phones never download its code. The placeholder, for a page rendered in the browser
// before the code came, has the bar's height, so nothing below moves when the menu arrives.
const DesktopNav = desktopPart(() => import('./DesktopNav.tsx').then((m) => m.DesktopNav), <div className="h-11" />);

/**
 * Sticky header. Desktop (>= 1024 px): logo, search, the cart and the account area (sign-in or the user menu) on the
 * first row, the mega menu and the plain links on the second, so nothing wraps at 1024 px. Below that, the cart and a
 * hamburger opening the mobile sheet.
 */
export function Header() {
  const scrolled = useScrolled();
  return (
    <header
      className={`sticky top-0 z-40 border-b bg-white transition-shadow duration-200 ${
        scrolled ? 'border-transparent shadow-[0_4px_20px_-8px_rgb(15_23_42/0.18)]' : 'border-slate-200'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
        <Logo />
        <SearchForm className="mx-auto hidden w-full max-w-xl lg:block" />
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitch />
          <CartButton />
          <div className="hidden lg:block">
            <AccountArea />
          </div>
          <div className="lg:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
      <div className="hidden border-t border-slate-100 lg:block">
        <div className="mx-auto max-w-7xl px-5 lg:px-5">
          <DesktopNav />
        </div>
      </div>
    </header>
  );
}
