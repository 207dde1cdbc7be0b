import * as Accordion from '@radix-ui/react-accordion';
import { InlineText } from './InlineText.tsx';

export interface FaqItem {
  /** Also the in-page anchor: /faq#refunds. */
  id: string;
  question: string;
  answer: string[];
}

/**
 * Questions as h2 buttons that open their answers (Radix: Enter/Space toggle, arrow keys, Home and End move between
 * questions, aria-expanded and aria-controls set). Several answers may be open at once.
 */
export function FaqAccordion({ items, defaultOpen }: { items: FaqItem[]; defaultOpen?: string }) {
  return (
    <Accordion.Root type="multiple" defaultValue={defaultOpen ? [defaultOpen] : []} className="space-y-3">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          id={item.id}
          className="scroll-mt-24 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition data-[state=open]:border-brand-600/40 data-[state=open]:shadow-md lg:scroll-mt-32"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-slate-900 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-6 sm:py-5 sm:text-lg">
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-data-[state=open]:rotate-180 group-data-[state=open]:bg-brand-700 group-data-[state=open]:text-white"
                >
                  <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.2">
                    <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
                  </svg>
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 sm:px-6 sm:pb-6">
            <div className="space-y-3 border-t border-slate-100 pt-4 leading-relaxed text-slate-700">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>
                  <InlineText text={paragraph} />
                </p>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
