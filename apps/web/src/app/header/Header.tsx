import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';
import { AuthLinks } from './AuthLinks.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { useScrolled } from './useScrolled.ts';

/**
 * Sticky header. Desktop (>= 1024 px): logo, search and sign-in on the first row, the mega menu and the
 * plain links on the second, so nothing wraps at 1024 px. Below that, a hamburger opens the mobile sheet.
 */
export function Header() {
  const scrolled = useScrolled();
  return (
    <header
      className={`sticky top-0 z-40 border-b bg-white transition-shadow duration-200 ${
        scrolled ? 'border-transparent shadow-[0_4px_20px_-8px_rgb(15_23_42/0.18)]' : 'border-slate-200'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Logo />
        <SearchForm className="mx-auto hidden w-full max-w-xl lg:block" />
        <div className="ml-auto hidden lg:block">
          <AuthLinks />
        </div>
        <div className="ml-auto lg:hidden">
          <MobileMenu />
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
