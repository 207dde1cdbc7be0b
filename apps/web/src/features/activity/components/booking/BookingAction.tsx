import * as Tooltip from '@radix-ui/react-tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../icons.tsx';

const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface Props {
  soldOut: boolean;
  submitRequest: boolean;
  onBookNow: () => void;
  /** In the mobile sheet the explanation is printed: a tooltip cannot be hovered on a touch screen. */
  showHelpText?: boolean;
}

/** The panel's call to action: Book Now, a Sold Out label, or Submit Interest for request-only activities. */
export function BookingAction({ soldOut, submitRequest, onBookNow, showHelpText = false }: Props) {
  const { t } = useTranslation('activity');
  const helpId = useId();

  if (submitRequest) {
    const help = t('booking.submitInterestHelp');
    return (
      <div>
        <Tooltip.Provider delayDuration={150}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              {/* The interest form arrives with its own issue; until then the button explains why booking is closed. */}
              <button type="button" className={primary} aria-describedby={helpId}>
                {t('booking.submitInterest')}
                <InfoIcon size={16} />
              </button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                side="top"
                sideOffset={8}
                className="z-[60] max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-sm leading-snug text-white shadow-lg"
              >
                {help}
                <Tooltip.Arrow className="fill-slate-900" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </Tooltip.Provider>
        <p id={helpId} className={showHelpText ? 'mt-2 text-sm text-slate-600' : 'sr-only'}>
          {help}
        </p>
      </div>
    );
  }

  if (soldOut) {
    return (
      <p className="flex w-full items-center justify-center rounded-full bg-slate-100 px-6 py-3 text-base font-semibold text-slate-500">
        {t('booking.soldOut')}
      </p>
    );
  }

  return (
    <button type="button" className={primary} onClick={onBookNow}>
      {t('booking.bookNow')}
    </button>
  );
}
