import { useRef, useState, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PASSKEY_NAME_MAX_LENGTH,
  renamePasskeyBodySchema,
  type Passkey,
  type RenamePasskeyBody,
} from '@weekends/shared/passkeys';
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { formatDubaiDay } from '../../../lib/format/index.ts';
import { zodResolver } from '../../../lib/zodResolver.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../../passkeys/api.ts';
import { passkeyReverify } from '../../../lib/passkeys/reverify.ts';
import { PasskeyCeremonyError, usePasskeySupport, type CeremonyFailure } from '../../../lib/passkeys/ceremony.ts';
import { deviceKind } from '../../passkeys/deviceName.ts';
import { PasskeyIcon } from '../../passkeys/PasskeyIcon.tsx';
import '../../passkeys/i18n.ts';

type Notice = { tone: 'success' | 'error' | 'quiet'; message: string };

const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 transition hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';
const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70';

/** The words for a ceremony that gave no passkey; a closed prompt is said quietly. */
function ceremonyNotice(reason: CeremonyFailure, cancelled: string, t: TFunction<'passkeys'>): Notice {
  if (reason === 'cancelled') return { tone: 'quiet', message: cancelled };
  if (reason === 'alreadyRegistered') return { tone: 'error', message: t('settings.alreadyOnDevice') };
  if (reason === 'unsupported') return { tone: 'error', message: t('settings.unsupported') };
  return { tone: 'error', message: t('settings.ceremonyFailed') };
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (notice.tone === 'quiet')
    return (
      <p role="status" className="text-sm text-slate-600">
        {notice.message}
      </p>
    );
  return <FormAlert tone={notice.tone}>{notice.message}</FormAlert>;
}

/**
 * Security and Privacy's passkeys: add one (named after the device, which its owner may change), see each with when
 * it was added and last used, rename it, and remove it after confirming (and, when the session has not proved
 * itself lately, after confirming it is you with a passkey). A browser without WebAuthn is told why it cannot add one.
 */
export function PasskeysSection() {
  const { t } = useTranslation('passkeys');
  const supported = usePasskeySupport();
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section
      aria-labelledby="passkeys-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id="passkeys-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <PasskeyIcon size={22} className="text-brand-700" />
            {t('settings.title')}
          </h3>
          <p className="mt-1.5 max-w-prose text-sm leading-6 text-slate-600">{t('settings.intro')}</p>
        </div>
        {supported && !adding && (
          <button
            ref={addButton}
            type="button"
            className={`${primaryButton} shrink-0`}
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('settings.add')}
          </button>
        )}
      </div>

      <div className="mt-5 space-y-4">
        {!supported && <FormAlert tone="info">{t('settings.unsupported')}</FormAlert>}
        {adding && (
          <AddPasskeyForm
            onDone={(done) => {
              setAdding(false);
              setNotice(done);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
        {notice && <NoticeLine notice={notice} />}
        {passkeys.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t('settings.loading')}
          </p>
        ) : passkeys.isError ? (
          <LoadError title={t('settings.loadFailed')} error={passkeys.error} onRetry={() => void passkeys.refetch()} />
        ) : passkeys.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t('settings.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {passkeys.data.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                onRenamed={() => setNotice({ tone: 'success', message: t('settings.renamed') })}
                onRemove={() => {
                  setNotice(null);
                  setRemoving(passkey);
                }}
              />
            ))}
          </ul>
        )}
      </div>

      {removing && (
        <RemovePasskeyDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            setNotice({ tone: 'success', message: t('settings.removed') });
          }}
          returnFocusTo={addButton}
        />
      )}
    </section>
  );
}

function AddPasskeyForm({ onDone, onCancel }: { onDone: (notice: Notice) => void; onCancel: () => void }) {
  const { t } = useTranslation('passkeys');
  const add = useAddPasskey();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [suggested] = useState(() => t(`devices.${deviceKind(navigator.userAgent, navigator.maxTouchPoints)}`));
  const form = useForm<RenamePasskeyBody>({
    resolver: zodResolver(renamePasskeyBodySchema),
    defaultValues: { name: suggested },
  });

  const onSubmit = form.handleSubmit(({ name }) => {
    setNotice(null);
    add.mutate(name, {
      onSuccess: () => onDone({ tone: 'success', message: t('settings.added') }),
      onError: (error) =>
        setNotice(
          error instanceof PasskeyCeremonyError
            ? ceremonyNotice(error.reason, t('settings.addCancelled'), t)
            : { tone: 'error', message: applyApiError(error, form.setError, ['name']) },
        ),
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('settings.add')}
      className="space-y-4 rounded-xl bg-slate-50 p-4 sm:p-5"
    >
      <TextField
        label={t('settings.nameLabel')}
        hint={t('settings.nameHint')}
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {notice && <NoticeLine notice={notice} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={add.isPending}>
          {t('settings.cancel')}
        </button>
        <SubmitButton pending={add.isPending} pendingLabel={t('settings.waiting')} className="sm:w-auto">
          {t('settings.create')}
        </SubmitButton>
      </div>
    </form>
  );
}

function PasskeyItem({
  passkey,
  onRenamed,
  onRemove,
}: {
  passkey: Passkey;
  onRenamed: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('passkeys');
  const [renaming, setRenaming] = useState(false);
  const added = t('settings.createdOn', { date: formatDubaiDay(passkey.createdAt) });
  const used = passkey.lastUsedAt
    ? t('settings.lastUsed', { date: formatDubaiDay(passkey.lastUsedAt) })
    : t('settings.neverUsed');

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <span
        aria-hidden="true"
        className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:inline-flex"
      >
        <PasskeyIcon size={20} />
      </span>
      {renaming ? (
        <RenameForm
          passkey={passkey}
          onDone={() => {
            setRenaming(false);
            onRenamed();
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <bdi className="break-words">{passkey.name}</bdi>
              {passkey.backedUp && (
                <span
                  title={t('settings.syncedHint')}
                  className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
                >
                  {t('settings.synced')}
                </span>
              )}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {added} · {used}
            </p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className={secondaryButton}
              aria-label={t('settings.renameNamed', { name: passkey.name })}
              onClick={() => setRenaming(true)}
            >
              {t('settings.rename')}
            </button>
            <button
              type="button"
              className={`${secondaryButton} text-red-700 hover:border-red-700 hover:text-red-800`}
              aria-label={t('settings.removeNamed', { name: passkey.name })}
              onClick={onRemove}
            >
              {t('settings.remove')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

function RenameForm({ passkey, onDone, onCancel }: { passkey: Passkey; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('passkeys');
  const rename = useRenamePasskey();
  const [alert, setAlert] = useState('');
  const form = useForm<RenamePasskeyBody>({
    resolver: zodResolver(renamePasskeyBodySchema),
    defaultValues: { name: passkey.name },
  });
  const onSubmit = form.handleSubmit(({ name }) => {
    setAlert('');
    rename.mutate(
      { id: passkey.id, name },
      { onSuccess: onDone, onError: (error) => setAlert(applyApiError(error, form.setError, ['name'])) },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="min-w-0 flex-1 space-y-3">
      <TextField
        label={t('settings.renameLabel')}
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        autoFocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={rename.isPending}>
          {t('settings.cancel')}
        </button>
        <SubmitButton pending={rename.isPending} className="sm:w-auto">
          {t('settings.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

const asksToReverify = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && error.body?.code === 'REVERIFY_REQUIRED';

/**
 * 'Remove this passkey?'. A session that has not proved itself in the last 15 minutes is asked to confirm it is you
 * with a passkey first (passkeyReverify), then the removal is tried again.
 */
function RemovePasskeyDialog({
  passkey,
  onClose,
  onRemoved,
  returnFocusTo,
}: {
  passkey: Passkey;
  onClose: () => void;
  onRemoved: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('passkeys');
  const remove = useRemovePasskey();
  const [stage, setStage] = useState<'confirm' | 'reverify'>('confirm');
  const [verifying, setVerifying] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const pending = remove.isPending || verifying;

  const removeNow = () => {
    setNotice(null);
    remove.mutate(passkey.id, {
      onSuccess: onRemoved,
      onError: (error) => {
        if (asksToReverify(error)) setStage('reverify');
        else setNotice({ tone: 'error', message: applyApiError(error) });
      },
    });
  };

  const confirmAndRemove = async () => {
    setNotice(null);
    setVerifying(true);
    try {
      await passkeyReverify();
    } catch (error) {
      setNotice(
        error instanceof PasskeyCeremonyError
          ? ceremonyNotice(error.reason, t('settings.reverifyCancelled'), t)
          : { tone: 'error', message: applyApiError(error) },
      );
      return;
    } finally {
      setVerifying(false);
    }
    removeNow();
  };

  return (
    <DialogFrame
      role="alertdialog"
      title={t('settings.removeTitle')}
      description={t('settings.removeDescription', { name: passkey.name })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-4 space-y-4">
        {stage === 'reverify' && <FormAlert tone="info">{t('settings.reverifyPrompt')}</FormAlert>}
        {notice && <NoticeLine notice={notice} />}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel>{t('settings.cancel')}</DialogCancel>
        {stage === 'confirm' ? (
          <SubmitButton
            tone="danger"
            type="button"
            onClick={() => !pending && removeNow()}
            pending={pending}
            pendingLabel={t('settings.waiting')}
            className="sm:w-auto"
          >
            {t('settings.removeConfirm')}
          </SubmitButton>
        ) : (
          <button
            type="button"
            onClick={() => !pending && void confirmAndRemove()}
            disabled={pending}
            aria-busy={pending || undefined}
            className={primaryButton}
          >
            <PasskeyIcon />
            {pending ? t('settings.waiting') : t('settings.reverify')}
          </button>
        )}
      </div>
    </DialogFrame>
  );
}
