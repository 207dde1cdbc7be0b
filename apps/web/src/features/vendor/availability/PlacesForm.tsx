import { zodResolver } from '../../../lib/zodResolver.ts';
import { useForm } from 'react-hook-form';
import { setPlacesBodySchema, MAX_PLACES } from '@weekends/shared/cart';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';

interface Props {
  label: string;
  hint?: string;
  value: number;
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; the caller shows the outcome. */
  onSave: (places: number) => void;
}

/**
 * A number of places and its Save button, checked with the API's own rule (setPlacesBodySchema) before it is sent:
 * the activity's default places, or one day's own.
 */
export function PlacesForm({ label, hint, value, submitLabel, pending, onSave }: Props) {
  const form = useForm<{ places: number }>({
    resolver: zodResolver(setPlacesBodySchema),
    defaultValues: { places: value },
  });
  const onSubmit = form.handleSubmit(({ places }) => onSave(places));
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-3">
      <TextField
        label={label}
        hint={hint}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PLACES}
        step={1}
        className="min-w-0 flex-1 sm:max-w-48"
        error={form.formState.errors.places?.message}
        {...form.register('places', { valueAsNumber: true })}
      />
      {/* Level with the input: below a label of one line (text-sm and its margin); as wide as its words. */}
      <div className="shrink-0 pt-[1.625rem]">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
