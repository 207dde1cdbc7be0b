import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import type { FormResult } from './useFormResult.ts';

/** The end of each Account Settings form: its message beside Save, which reads 'Wait..' while saving. */
export function FormFooter({ result, pending }: { result: FormResult | null; pending: boolean }) {
  const { t } = useTranslation('vendor');
  return (
    <div className="space-y-4 pt-1">
      {result && <FormAlert tone={result.tone}>{result.message}</FormAlert>}
      <SubmitButton pending={pending} className="sm:w-auto sm:min-w-36">
        {t('account.save')}
      </SubmitButton>
    </div>
  );
}
