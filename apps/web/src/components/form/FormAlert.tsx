import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The message at the top or bottom of a form: a failure (announced at once) or a success. It comes into view when it
 * appears: after pressing a button at the bottom of a long form on a phone, the top of the form is off screen.
 */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // 'nearest' leaves the page alone when the message is already visible; jsdom has no scrollIntoView.
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    info: 'border-brand-200 bg-brand-50 text-brand-900',
  }[tone];
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`scroll-mt-24 rounded-lg border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
