import '../pass/i18n.ts';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem, CartPass } from '@weekends/shared/cart';
import { DialogCancel, DialogFrame } from '../../components/DialogFrame.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { CustomiseExperience } from '../pass/CustomiseExperience.tsx';
import { PassTotalsSummary } from '../pass/PassTotalsSummary.tsx';
import {
  problemOf,
  toAddPassBody,
  totalsOf,
  type PassChoices,
  type PassExperience,
  type PassProblem,
} from '../pass/passSelection.ts';
import { usePassChoices, type PassChoicesState } from '../pass/usePassChoices.ts';
import { cartErrorMessage, useAddPass } from '../../lib/cart.ts';
import { dubaiDateOf } from '../../lib/bookableDate.ts';

interface Props {
  pass: CartPass;
  items: CartItem[];
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A pass's experiences as the choices need them, from its cart items (every option of each, chosen or not). */
function experiencesOf(items: CartItem[]): PassExperience[] {
  return items.map((item) => ({
    activityId: item.activity.id,
    slug: item.activity.slug,
    title: item.activity.title,
    image: item.activity.image,
    dateInput: item.activity.dateInput,
    days: item.activity.days,
    discountPercent: item.discountPercent,
    options: item.lines.map((line) => ({
      id: line.priceOptionId,
      description: line.description,
      price: line.price,
      discountedPrice: line.discountedPrice,
    })),
  }));
}

function choicesOf(items: CartItem[]): PassChoices {
  return Object.fromEntries(
    items.map((item) => [
      item.activity.id,
      {
        quantities: Object.fromEntries(item.lines.map((line) => [line.priceOptionId, line.quantity])),
        date: item.date ? dubaiDateOf(item.date) : undefined,
      },
    ]),
  );
}

/**
 * The edit pop-up of a weekend pass in the cart: each experience's quantities and day, the pass's totals by the
 * shared rules, and Save, which puts the pass in the cart again (POST /api/cart/passes replaces it). An experience
 * set to 0 everywhere leaves the pass.
 */
export function PassEditDialog({ pass, items, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation('pass');
  const save = useAddPass();
  const [experiences] = useState(() => experiencesOf(items));
  const choices = usePassChoices(choicesOf(items));
  const [problem, setProblem] = useState<PassProblem>(null);
  const [error, setError] = useState('');

  const state: PassChoicesState = {
    choices: choices.choices,
    setQuantity: (...args) => {
      setError('');
      setProblem(null);
      choices.setQuantity(...args);
    },
    setDate: (...args) => {
      setError('');
      setProblem(null);
      choices.setDate(...args);
    },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = problemOf(experiences, choices.choices);
    setProblem(found);
    if (found) return;
    setError('');
    save.mutate(toAddPassBody(pass.bundleId, experiences, choices.choices), {
      onSuccess: onClose,
      onError: (failure) => setError(cartErrorMessage(failure)),
    });
  };

  return (
    <DialogFrame
      title={t('edit.title', { name: pass.name })}
      description={t('edit.description')}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      width="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <ol className="divide-y divide-slate-100">
          {experiences.map((experience, index) => (
            <CustomiseExperience
              key={experience.activityId}
              experience={experience}
              position={index + 1}
              state={state}
              defaultOpen
              dateMissing={problem?.kind === 'date' && problem.activityId === experience.activityId}
            />
          ))}
        </ol>
        <PassTotalsSummary totals={totalsOf(experiences, choices.choices)} testIdPrefix="edit" />
        {problem?.kind === 'quantity' && <FormAlert>{t('chooseQuantity')}</FormAlert>}
        {error && <FormAlert>{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogCancel>{t('edit.cancel')}</DialogCancel>
          <SubmitButton pending={save.isPending} className="sm:w-auto">
            {t('edit.save')}
          </SubmitButton>
        </div>
      </form>
    </DialogFrame>
  );
}
