import { FormAlert } from '../../../components/form/FormAlert.tsx';

/**
 * What the last action on a back-office page did, until the next one; keyed by its text so a new message is
 * announced and scrolled to even when the page stays. Nothing while there is no message.
 */
export function SuccessNotice({ text, gap }: { text: string | undefined; gap: 'mt-4' | 'mt-5' }) {
  if (!text) return null;
  return (
    <div className={gap}>
      <FormAlert key={text} tone="success">
        {text}
      </FormAlert>
    </div>
  );
}
