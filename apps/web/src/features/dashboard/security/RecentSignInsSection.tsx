import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecentSignIn } from '@weekends/shared';
import { LineIcon } from '../../../components/LineIcon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatDubaiDayTime } from '../../../lib/format/index.ts';
import { recentSignInsQuery } from './devices-api.ts';
import { KIND_ICONS, useDeviceName, usePlace } from './deviceWords.ts';

/**
 * Security and Privacy's 'Recent sign-ins': the account's last ten sign-ins from its sign-in log, the ended ones too,
 * each with how it was proved (and whether with a second factor), the browser and system, and the place. A stranger's
 * sign-in shows here even after they signed out; the devices list above only holds sessions still open.
 */
export function RecentSignInsSection() {
  const { t } = useTranslation('devices');
  const signIns = useQuery(recentSignInsQuery);
  const nameOf = useDeviceName();
  const placeOf = usePlace();
  const items = signIns.data?.items ?? [];
  return (
    <section
      aria-labelledby="sign-ins-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="sign-ins-heading" className="text-lg font-bold text-slate-900">
        {t('recent.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('recent.intro')}</p>
      <div className="mt-5">
        {signIns.isPending ? (
          <p role="status" className="py-6 text-sm text-slate-600">
            {t('recent.loading')}
          </p>
        ) : signIns.isError ? (
          <LoadError title={t('recent.loadError')} error={signIns.error} onRetry={() => void signIns.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('recent.none')}</p>
        ) : (
          <ol
            aria-label={t('recent.listLabel')}
            className="divide-y divide-slate-200 rounded-xl border border-slate-200"
          >
            {items.map((signIn, index) => (
              <SignInRow
                key={`${signIn.signedInAt}-${index}`}
                signIn={signIn}
                name={nameOf(signIn)}
                place={placeOf(signIn)}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function SignInRow({ signIn, name, place }: { signIn: RecentSignIn; name: string; place: string }) {
  const { t } = useTranslation('devices');
  return (
    <li className="flex items-start gap-3 p-4">
      <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <LineIcon size={20}>
          <path d={KIND_ICONS[signIn.kind]} />
        </LineIcon>
        <span className="sr-only">{t(`kind.${signIn.kind}`)}</span>
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <time dateTime={signIn.signedInAt}>{formatDubaiDayTime(signIn.signedInAt)}</time>
        </p>
        <p className="mt-0.5 text-sm text-slate-700">
          {name}
          <span aria-hidden="true"> · </span>
          {place}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          {t(`recent.method.${signIn.method}`)}
          {signIn.secondFactor && ` ${t('recent.withCode')}`}
        </p>
      </div>
    </li>
  );
}
