import '../closingI18n.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterForm as NewsletterFormComponent } from '../../newsletter/components/NewsletterForm.tsx';
import { withWords } from '../../../lib/lazy.ts';

const loadForm = () =>
  withWords(import('../../newsletter/components/NewsletterForm.tsx')).then((m) => m.NewsletterForm);

/** The home page's newsletter sign-up. */
export function NewsletterBlock() {
  const { t } = useTranslation('homeClosing');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <div className="relative overflow-hidden rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:py-14">
        <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute -top-16 -end-16 h-56 w-56 text-brand-100">
          <circle cx="100" cy="100" r="100" fill="currentColor" />
        </svg>
        <div className="relative max-w-xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('newsletter.eyebrow')}</p>
          <h2 id={`${id}-heading`} className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('newsletter.heading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('newsletter.text')}</p>
        </div>
        <div className="relative mt-8 w-full max-w-md lg:mt-0">
          <DeferredForm />
        </div>
      </div>
    </section>
  );
}

/**
 * The block sits at the foot of the home page, so the form's code (with its words) downloads as the block comes
 * within a screen or so of the viewport rather than with the first page (its JavaScript budget, docs/WEB.md).
 * Until then, and if the download fails, a quiet placeholder of the same size holds its place; touching it tries
 * the download again.
 */
function DeferredForm() {
  const holder = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<typeof NewsletterFormComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      loadForm().then(
        (component) => !cancelled && setForm(() => component),
        () => undefined,
      );
    };
    if (typeof IntersectionObserver === 'undefined' || !holder.current) {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(holder.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  if (Form) return <Form source="home" />;
  return (
    <div
      ref={holder}
      aria-hidden="true"
      onPointerDown={() =>
        void loadForm().then(
          (component) => setForm(() => component),
          () => undefined,
        )
      }
      data-testid="newsletter-placeholder"
    >
      <div className="h-5 w-28 rounded bg-brand-100/70" />
      <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="h-12 rounded-full border border-slate-300 bg-white" />
        <div className="h-12 rounded-full bg-brand-700/80 sm:w-32" />
      </div>
      <div className="mt-2 h-4 w-64 max-w-full rounded bg-brand-100/70" />
    </div>
  );
}
