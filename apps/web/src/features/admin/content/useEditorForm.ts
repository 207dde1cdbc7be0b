import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { slugFromName } from '@weekends/shared/admin-catalogue';
import { applyApiError } from '../../../components/form/apiErrors.ts';

export type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The saved or refused notice of an editor's form, set around its save. */
function useEditorNotice() {
  const { t } = useTranslation('admin');
  const [notice, setNotice] = useState<Notice>(null);
  return { notice, setNotice, saved: () => setNotice({ tone: 'success', text: t('content.saved') }) };
}

/**
 * A content editor's form (a post, an opening): checked by the shared schema as the API checks it, saved with the
 * saved or refused notice, the API's field errors on their fields, and a new item opened at its own address once
 * saved. A new item's address (`slug`) follows its title until someone edits the address itself.
 */
export function useEditorForm<Input extends FieldValues & { title: string; slug: string }, Output>({
  resolver,
  defaultValues,
  item,
  save,
  list,
  fields,
}: {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** The item edited, or null for a new one. */
  item: { id: number } | null;
  save: (change: { id: number | null; body: Output }) => Promise<{ id: number }>;
  /** The list's address: a new item's editor is `${list}/${id}` once saved. */
  list: string;
  /** The fields the API's errors may name. */
  fields: readonly string[];
}) {
  const navigate = useNavigate();
  const { notice, setNotice, saved } = useEditorNotice();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const { handleSubmit, register, control, setError, setValue, getFieldState } = form;
  const { errors, isSubmitting } = form.formState;
  const isNew = item === null;

  const submit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      const stored = await save({ id: item?.id ?? null, body });
      saved();
      if (isNew) navigate(`${list}/${stored.id}`, { replace: true });
    } catch (error) {
      setNotice({ tone: 'error', text: applyApiError(error, setError, fields) });
    }
  });

  const slug = 'slug' as Path<Input>;
  const title = register('title' as Path<Input>, {
    onChange: (event: { target: { value: string } }) => {
      if (isNew && !getFieldState(slug).isDirty) {
        setValue(slug, slugFromName(event.target.value) as PathValue<Input, Path<Input>>);
      }
    },
  });

  return { register, control, errors, isSubmitting, notice, submit, title };
}
