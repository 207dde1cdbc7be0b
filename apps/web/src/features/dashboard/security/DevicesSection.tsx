import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignedInDevice } from '@weekends/shared';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { LineIcon } from '../../../components/LineIcon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatAgo, formatDubaiDay } from '../../../lib/format/index.ts';
import { KIND_ICONS, useDeviceName, usePlace } from './deviceWords.ts';
import { useMyDevices, useSignOutDevice, useSignOutOtherDevices } from './devices-api.ts';
import './devicesI18n.ts';

/** Sessions are touched at most every 5 minutes: seen within that, a device is in use now. */
const ACTIVE_NOW_MS = 5 * 60 * 1000;

const outlineButton =
  'inline-flex h-10 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 transition hover:border-red-300 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Security and Privacy's 'Where you're signed in': each device (session) of the account with its kind, browser and
 * system, approximate place and last activity, this one first with its badge; Sign out per other device and Sign out
 * all other devices, each confirmed first. A signed-out device's next request is a visitor's.
 */
export function DevicesSection() {
  const { t } = useTranslation('devices');
  const devices = useMyDevices();
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const nameOf = useDeviceName();
  const placeOf = usePlace();
  const [confirming, setConfirming] = useState<SignedInDevice | 'others' | null>(null);
  const [done, setDone] = useState('');
  const othersButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setConfirming(null);
    signOutOne.reset();
    signOutOthers.reset();
  };

  const items = devices.data?.items ?? [];
  const others = items.filter((d) => !d.current);

  return (
    <section
      aria-labelledby="devices-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="devices-heading" className="text-lg font-bold text-slate-900">
        {t('heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>

      <div className="mt-5">
        {devices.isPending ? (
          <p role="status" className="flex items-center gap-3 py-6 text-sm text-slate-600">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
              aria-hidden="true"
            />
            {t('loading')}
          </p>
        ) : devices.isError ? (
          <LoadError title={t('loadError')} error={devices.error} onRetry={() => void devices.refetch()} />
        ) : (
          <ul aria-label={t('listLabel')} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {items.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                name={nameOf(device)}
                place={placeOf(device)}
                now={new Date(devices.dataUpdatedAt)}
                onSignOut={() => {
                  setDone('');
                  setConfirming(device);
                }}
              />
            ))}
          </ul>
        )}
      </div>

      {devices.isSuccess && (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {others.length > 0 ? (
            <button
              ref={othersButton}
              type="button"
              className={outlineButton}
              onClick={() => {
                setDone('');
                setConfirming('others');
              }}
            >
              {t('signOutOthers')}
            </button>
          ) : (
            <p className="text-sm text-slate-600">{t('onlyThis')}</p>
          )}
          <p aria-live="polite" className="text-sm font-medium text-emerald-700">
            {done}
          </p>
        </div>
      )}

      {confirming === 'others' && (
        <ConfirmDeleteDialog
          title={t('confirmOthers.title')}
          description={t('confirmOthers.description')}
          cancelLabel={t('confirmOthers.cancel')}
          confirmLabel={t('confirmOthers.confirm')}
          pending={signOutOthers.isPending}
          error={signOutOthers.error?.message ?? ''}
          onConfirm={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: ({ signedOut }) => {
                setConfirming(null);
                setDone(t('signedOutOthers', { count: signedOut }));
              },
            })
          }
          onClose={close}
          returnFocusTo={othersButton}
        />
      )}
      {confirming && confirming !== 'others' && (
        <ConfirmDeleteDialog
          title={t('confirmOne.title')}
          description={t('confirmOne.description', { device: nameOf(confirming) })}
          cancelLabel={t('confirmOne.cancel')}
          confirmLabel={t('confirmOne.confirm')}
          pending={signOutOne.isPending}
          error={signOutOne.error?.message ?? ''}
          onConfirm={() =>
            signOutOne.mutate(confirming.id, {
              onSuccess: () => {
                setConfirming(null);
                setDone(t('signedOutOne'));
              },
            })
          }
          onClose={close}
        />
      )}
    </section>
  );
}

function DeviceRow({
  device,
  name,
  place,
  now,
  onSignOut,
}: {
  device: SignedInDevice;
  name: string;
  place: string;
  /** When the list was loaded: what 'Active now' and 'Last active 3 hours ago' count from. */
  now: Date;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('devices');
  const activeNow = device.current || now.getTime() - new Date(device.lastActiveAt).getTime() < ACTIVE_NOW_MS;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${device.current ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600'}`}
        >
          <LineIcon size={20}>
            <path d={KIND_ICONS[device.kind]} />
          </LineIcon>
          <span className="sr-only">{t(`kind.${device.kind}`)}</span>
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
            <span>{name}</span>
            {device.current && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('thisDevice')}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">{place}</p>
          <p className="mt-0.5 text-sm text-slate-500">
            {activeNow ? (
              <span className="font-medium text-emerald-700">{t('activeNow')}</span>
            ) : (
              t('lastActive', { ago: formatAgo(device.lastActiveAt, { now }) })
            )}
            <span aria-hidden="true"> · </span>
            {t('signedInOn', { date: formatDubaiDay(device.signedInAt) })}
          </p>
        </div>
      </div>
      {!device.current && (
        <button
          type="button"
          className={`${outlineButton} ms-13 self-start sm:ms-0 sm:self-center`}
          aria-label={t('signOutLabel', { device: name })}
          onClick={onSignOut}
        >
          {t('signOut')}
        </button>
      )}
    </li>
  );
}
