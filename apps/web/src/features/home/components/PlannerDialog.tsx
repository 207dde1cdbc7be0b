import '../plannerI18n.ts';
import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Planner } from '../../planner/components/Planner.tsx';
import { useCategories, useCities, useDays } from '../../../lib/catalog-lookups.ts';

/**
 * The dialog of PlannerModal.tsx, loaded the first time it opens: the planner, starting from the city the home
 * page is showing. Closing returns focus to the 'Plan my weekend' button.
 */
export function PlannerDialog({
  cityId,
  onClose,
  returnFocusTo,
}: {
  cityId: number | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('homePlanner');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/55 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl transition duration-300 max-sm:starting:translate-y-8 starting:scale-[0.98] starting:opacity-0 motion-reduce:transition-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:start-1/2 sm:w-[calc(100vw-3rem)] sm:max-w-4xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900 sm:text-2xl">
                {t('plannerModal.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t('plannerModal.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('plannerModal.close')}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain px-5 py-6 sm:px-8">
            <ModalPlanner cityId={cityId} onSubmitted={onClose} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalPlanner({ cityId, onSubmitted }: { cityId: number | null; onSubmitted: () => void }) {
  const { t } = useTranslation('homePlanner');
  const cities = useCities();
  const days = useDays();
  const categories = useCategories();
  const all = [cities, days, categories];

  if (all.some((q) => q.isError)) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center text-slate-700">
        <p>{t('plannerModal.error')}</p>
        <button
          type="button"
          onClick={() => all.forEach((q) => q.isError && void q.refetch())}
          className="rounded-full border border-slate-300 px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('plannerModal.retry')}
        </button>
      </div>
    );
  }
  if (!cities.data || !days.data || !categories.data) {
    return (
      <p role="status" className="py-16 text-center text-slate-500">
        {t('plannerModal.loading')}
      </p>
    );
  }
  return (
    <Planner
      variant="modal"
      cities={cities.data}
      days={days.data}
      categories={categories.data}
      defaultCityIds={cityId ? [cityId] : []}
      onSubmitted={onSubmitted}
    />
  );
}
