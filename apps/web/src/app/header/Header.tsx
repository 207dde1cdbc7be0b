import { Link } from 'react-router';

export function Header() {
  return (
    <header className="border-b border-slate-200">
      <Link to="/" className="font-bold">Weekends</Link>
    </header>
  );
}
