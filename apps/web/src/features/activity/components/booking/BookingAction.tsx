import * as Tooltip from '@radix-ui/react-tooltip';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../icons.tsx';
import { openInterestDialog } from '../../lib/interestDialog.ts';
import { preloadInterestDialog } from '../interest/InterestPrompt.tsx';

const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface Props {
  soldOut: boolean;
  submitRequest: boolean;
  onBookNow: () => void;
  /** Book Now is putting the selection in the cart: 'Wait..', and a second press does nothing. */
  pending?: boolean;
  /** In the mobile sheet the explanation is printed: a tooltip cannot be hovered on a touch screen. */
  showHelpText?: boolean;
}

/** The panel's call to action: Book Now, a Sold Out label, or Submit Interest for request-only activities. */
export function BookingAction({ soldOut, submitRequest, onBookNow, pending = false, showHelpText = false }: Props) {
  const { t } = useTranslation('activity');
  const { t: tc } = useTranslation();

  if (submitRequest) return <SubmitInterestButton showHelpText={showHelpText} />;

  if (soldOut) {
    return (
      <p className="flex w-full items-center justify-center rounded-full bg-slate-100 px-6 py-3 text-base font-semibold text-slate-500">
        {t('booking.soldOut')}
      </p>
    );
  }

  return (
    <button
      type="button"
      className={`${primary} disabled:cursor-wait disabled:opacity-70`}
      onClick={onBookNow}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? tc('form.wait') : t('booking.bookNow')}
    </button>
  );
}

/**
 * Submit Interest with its Covid-19 explanation as a tooltip (hover or keyboard focus) and as the button's description.
 * It opens the Submit Interest pop-up, whose code starts downloading as the pointer or focus reaches the button.
 */
function SubmitInterestButton({ showHelpText }: { showHelpText: boolean }) {
  const { t } = useTranslation('activity');
  const helpId = useId();
  const help = t('booking.submitInterestHelp');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);

  // Radix closes a tooltip when the page scrolls, and tabbing to an off-screen button scrolls the page
  // (smoothly, after focus), so a keyboard user would never see the text. While the button keeps focus the
  // tooltip stays open; Escape, blur and leaving with the pointer still close it.
  const onOpenChange = (next: boolean) => {
    const focused = trigger.current !== null && document.activeElement === trigger.current;
    if (!next && focused && !escaped.current) return;
    escaped.current = false;
    setOpen(next);
  };

  return (
    <div>
      <Tooltip.Provider delayDuration={150}>
        <Tooltip.Root open={open} onOpenChange={onOpenChange}>
          <Tooltip.Trigger asChild>
            <button
              ref={trigger}
              type="button"
              className={primary}
              aria-describedby={helpId}
              aria-haspopup="dialog"
              onPointerEnter={preloadInterestDialog}
              onFocus={preloadInterestDialog}
              onClick={openInterestDialog}
            >
              {t('booking.submitInterest')}
              <InfoIcon size={16} />
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              onEscapeKeyDown={() => {
                escaped.current = true;
              }}
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
