import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './header/Header.tsx';
import { Footer } from './footer/Footer.tsx';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {/* Every page opens at the top; Back restores the previous position. */}
      <ScrollRestoration />
    </div>
  );
}
