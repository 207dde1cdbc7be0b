import './i18n.ts';
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addStaffBodySchema,
  STAFF_ROLES,
  type AddStaffBody,
  type StaffMember,
  type StaffRole,
} from '@weekends/shared/staff';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { inputClass, TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { isolate } from '../../../lib/format/index.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { staffQuery, useAddStaff, useChangeRole, useRemoveStaff } from './api.ts';

type Notice = { tone: 'success' | 'error'; text: string };

const selectClass = `${inputClass} border-slate-300 pe-8`;

function RoleSelect({
  label,
  value,
  onChange,
  disabled,
  id,
}: {
  label: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation('adminStaff');
  return (
    <select
      id={id}
      aria-label={id ? undefined : label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      className={selectClass}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** One member: name, address, role (a select that saves at once) and Remove. */
function MemberRow({
  member,
  isYou,
  onNotice,
}: {
  member: StaffMember;
  isYou: boolean;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useTranslation('adminStaff');
  const change = useChangeRole();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState('');
  const removeButton = useRef<HTMLButtonElement>(null);
  const name = `${member.firstName} ${member.lastName}`;
  const roleName = (role: StaffRole) => t(`roles.${role}`);

  const onRole = (role: StaffRole) =>
    change.mutate(
      { id: member.id, from: member.role, role },
      {
        onSuccess: () =>
          onNotice({ tone: 'success', text: t('page.changed', { name: isolate(name), role: roleName(role) }) }),
        onError: (error) => onNotice({ tone: 'error', text: applyApiError(error) }),
      },
    );

  return (
    <li className="grid gap-3 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center sm:px-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <bdi className="truncate">{name}</bdi>
          {isYou && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('page.you')}
            </span>
          )}
          {member.suspendedAt && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('page.suspended')}
            </span>
          )}
        </p>
        <p dir="ltr" className="truncate text-start text-sm text-slate-600">
          {member.email}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{t(`roleHints.${member.role}`)}</p>
      </div>
      <RoleSelect
        label={t('page.roleOf', { name })}
        value={member.role}
        disabled={change.isPending}
        onChange={onRole}
      />
      <button
        ref={removeButton}
        type="button"
        aria-label={t('page.removeOf', { name })}
        onClick={() => {
          setRemoveError('');
          setConfirming(true);
        }}
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-red-200 px-4 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {t('page.remove')}
      </button>
      {confirming && (
        <ConfirmDeleteDialog
          title={t('page.confirmRemove', { name })}
          description={t('page.confirmRemoveText')}
          cancelLabel={t('page.cancel')}
          confirmLabel={t('page.remove')}
          pending={remove.isPending}
          error={removeError}
          returnFocusTo={removeButton}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(
              { id: member.id, from: member.role },
              {
                onSuccess: () => {
                  setConfirming(false);
                  onNotice({ tone: 'success', text: t('page.removed', { name: isolate(name) }) });
                },
                onError: (error) => setRemoveError(applyApiError(error)),
              },
            )
          }
        />
      )}
    </li>
  );
}

/** Adds an existing account by its e-mail, with a role. */
function AddMember({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation('adminStaff');
  const add = useAddStaff();
  const [problem, setProblem] = useState('');
  const form = useForm<AddStaffBody>({
    resolver: zodResolver(addStaffBodySchema),
    defaultValues: { email: '', role: 'support' },
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const submit = form.handleSubmit((body) => {
    setProblem('');
    add.mutate(body, {
      onSuccess: (member) => {
        form.reset({ email: '', role: body.role });
        onNotice({
          tone: 'success',
          text: t('page.added', {
            name: isolate(`${member.firstName} ${member.lastName}`),
            role: t(`roles.${member.role}`),
          }),
        });
      },
      onError: (error) => setProblem(applyApiError(error, form.setError, ['email', 'role'])),
    });
  });
  return (
    <section aria-labelledby="add-staff" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="add-staff" className="text-lg font-semibold text-slate-900">
        {t('add.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('add.text')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
      >
        <TextField
          type="email"
          autoComplete="off"
          label={t('add.email')}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <label htmlFor="add-staff-role" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('add.role')}
          </label>
          <RoleSelect
            id="add-staff-role"
            label={t('add.role')}
            value={role}
            onChange={(next) => form.setValue('role', next)}
          />
        </div>
        <SubmitButton pending={add.isPending} pendingLabel={t('page.saving')} className="sm:mt-7 sm:w-auto">
          {t('add.submit')}
        </SubmitButton>
        {problem && (
          <div className="sm:col-span-3">
            <FormAlert>{problem}</FormAlert>
          </div>
        )}
      </form>
    </section>
  );
}

/**
 * /admin/staff, the owner's: every member of staff with their role, changed with a select (saved at once, from the
 * role shown, so a change another owner made meanwhile is refused rather than undone), removed after a confirmation,
 * and a form adding an existing account. The server audits each change and asks a session that has not proved itself
 * lately to confirm first (its message shows here until the confirmation dialog arrives).
 */
export function StaffPage() {
  const { t } = useTranslation('adminStaff');
  usePageMeta(t('page.title'));
  const query = useQuery(staffQuery);
  const session = useSession();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 sm:text-base">{t('page.intro')}</p>

      {notice && (
        <div className="mt-5">
          <FormAlert key={notice.text} tone={notice.tone}>
            {notice.text}
          </FormAlert>
        </div>
      )}

      <div className="mt-6 space-y-6">
        {query.isError ? (
          <LoadError title={t('page.loading')} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <section
            aria-label={t('page.tableLabel')}
            aria-busy={query.isPending}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <div className="hidden border-b border-slate-200 bg-slate-50 px-6 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:gap-3">
              <span>{t('page.name')}</span>
              <span>{t('page.role')}</span>
              <span className="sr-only">{t('page.actions')}</span>
            </div>
            {query.isPending ? (
              <p className="px-6 py-8 text-sm text-slate-500">{t('page.loading')}</p>
            ) : query.data.length === 0 ? (
              <p className="px-6 py-8 text-sm text-slate-500">{t('page.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {query.data.map((member) => (
                  <MemberRow
                    key={`${member.id}-${member.role}`}
                    member={member}
                    isYou={member.id === session.user?.id}
                    onNotice={setNotice}
                  />
                ))}
              </ul>
            )}
          </section>
        )}
        <AddMember onNotice={setNotice} />
      </div>
    </div>
  );
}
