import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalClause, LegalDocumentContent, LegalSection } from '../lib/legal.ts';
import { useActiveSection } from '../lib/useActiveSection.ts';
import { PageHero } from '../../inbound/PageHero.tsx';
import { InlineText, inlineLinkClass } from './InlineText.tsx';
import { CheckIcon } from './CheckIcon.tsx';

/**
 * A legal page (Terms & Conditions, Privacy Policy) from its catalogue entry: numbered sections with numbered
 * clauses (3.1, 3.2 ...), a table of contents of in-page anchors (sticky beside the text on desktop, a
 * collapsible list above it on a phone) and the text at a comfortable reading width.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentContent }) {
  // The catalogue hands back fresh arrays on each render; the ids are kept while their text is the same.
  const idList = doc.sections.map((section) => section.id).join(' ');
  const ids = useMemo(() => idList.split(' '), [idList]);
  const active = useActiveSection(ids);

  return (
    <>
      <PageHero
        eyebrow={doc.eyebrow}
        title={doc.title}
        lead={
          <>
            {doc.updated.label} <time dateTime={doc.updated.iso}>{doc.updated.date}</time>
          </>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,48rem)] lg:gap-14 lg:px-8 lg:py-14 xl:gap-20">
        <TableOfContents sections={doc.sections} active={active} />
        <article className="max-w-3xl">
          <div className="space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            {doc.intro.map((paragraph) => (
              <p key={paragraph}>
                <InlineText text={paragraph} />
              </p>
            ))}
          </div>
          <KeyPoints points={doc.keyPoints} />
          {doc.sections.map((section, index) => (
            <Section key={section.id} section={section} number={index + 1} />
          ))}
          <BackToTop />
        </article>
      </div>
    </>
  );
}

function TableOfContents({ sections, active }: { sections: LegalSection[]; active: string | null }) {
  const { t } = useTranslation('info');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  useKeepActiveInView(listRef, active);

  return (
    <nav aria-label={t('legal.contents')} className="mb-10 lg:sticky lg:top-32 lg:mb-0 lg:self-start">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 lg:border-0 lg:bg-transparent">
        <h2 className="text-sm font-bold tracking-wider text-slate-900 uppercase">
          {/* A phone shows the list on demand; a desktop always shows it beside the text. */}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-start uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden"
          >
            <span>{t('legal.contents')}</span>
            <span className="flex items-center gap-2 text-xs font-semibold tracking-normal text-brand-700 normal-case">
              {open ? t('legal.hideContents') : t('legal.showContents')}
              <Chevron open={open} />
            </span>
          </button>
          <span className="hidden lg:block">{t('legal.contents')}</span>
        </h2>
        <ol
          id={listId}
          ref={listRef}
          className={`${open ? 'block' : 'hidden'} space-y-0.5 border-t border-slate-200 px-3 py-3 text-sm lg:mt-4 lg:block lg:max-h-[calc(100vh-12rem)] lg:overflow-y-auto lg:border-t-0 lg:border-s lg:px-0 lg:py-0`}
        >
          {sections.map((section, index) => {
            const current = section.id === active;
            return (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={current ? 'location' : undefined}
                  onClick={() => setOpen(false)}
                  className={`flex gap-2 rounded-lg px-2 py-1.5 leading-snug transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 lg:-ms-px lg:rounded-none lg:border-s-2 lg:py-1 lg:ps-4 ${
                    current
                      ? 'font-semibold text-brand-800 lg:border-brand-700'
                      : 'text-slate-600 hover:text-slate-900 lg:border-transparent lg:hover:border-slate-400'
                  }`}
                >
                  <span className="w-6 shrink-0 text-end tabular-nums text-slate-500">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}

/** On a desktop the contents list scrolls inside its sticky column; the current entry is kept visible in it. */
function useKeepActiveInView(listRef: RefObject<HTMLOListElement | null>, active: string | null) {
  useEffect(() => {
    const list = listRef.current;
    if (!list || !active || list.scrollHeight <= list.clientHeight) return;
    const link = list.querySelector<HTMLElement>(`a[href="#${CSS.escape(active)}"]`);
    if (!link) return;
    // Only the list scrolls (never the window, as scrollIntoView might on a phone).
    const top = link.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top - 8;
    else if (top + link.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top + link.offsetHeight - list.clientHeight + 8;
  }, [listRef, active]);
}

function KeyPoints({ points }: { points: string[] }) {
  const { t } = useTranslation('info');
  const headingId = useId();
  if (points.length === 0) return null;
  return (
    <aside aria-labelledby={headingId} className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('legal.keyPoints')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('legal.keyPointsNote')}</p>
      <ul className="mt-5 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-slate-800">
            <CheckIcon />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="mt-12 scroll-mt-24 border-t border-slate-200 pt-10 lg:scroll-mt-32"
    >
      <h2 id={headingId} className="flex gap-3 text-2xl font-bold tracking-tight text-slate-900">
        <span className="tabular-nums text-brand-700">{number}.</span>
        <span>{section.title}</span>
      </h2>
      {section.lead && <p className="mt-5 leading-relaxed text-slate-700">{section.lead}</p>}
      {section.definitions && (
        <dl className="mt-5 divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {section.definitions.map((definition) => (
            <div key={definition.term} className="px-5 py-4 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
              <dt className="font-semibold text-slate-900">“{definition.term}”</dt>
              <dd className="mt-1 leading-relaxed text-slate-700 sm:mt-0">{definition.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.clauses && (
        <ol className="mt-5 space-y-4">
          {section.clauses.map((clause, index) => (
            <Clause
              key={index}
              clause={clause}
              number={`${number}.${index + 1}`}
              single={section.clauses?.length === 1}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function Clause({ clause, number, single }: { clause: LegalClause; number: string; single: boolean }) {
  const text = typeof clause === 'string' ? clause : clause.text;
  return (
    <li className="flex gap-3 leading-relaxed text-slate-700 sm:gap-4">
      <span
        className={`w-9 shrink-0 pt-px text-sm font-semibold sm:w-10 tabular-nums text-slate-500 ${single ? 'sr-only' : ''}`}
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">
        <p>
          <InlineText text={text} />
        </p>
        {typeof clause !== 'string' && (
          <ul className="mt-3 list-disc space-y-2 ps-5 marker:text-brand-600">
            {clause.items.map((item) => (
              <li key={item} className="ps-1">
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function BackToTop() {
  const { t } = useTranslation('info');
  return (
    <p className="mt-14 border-t border-slate-200 pt-6">
      <a href="#main" className={`inline-flex items-center gap-1.5 text-sm ${inlineLinkClass}`}>
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M10 15.5v-11M5 9l5-5 5 5" />
        </svg>
        {t('legal.backToTop')}
      </a>
    </p>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className={`transition-transform ${open ? 'rotate-180' : ''}`}
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
    </svg>
  );
}
