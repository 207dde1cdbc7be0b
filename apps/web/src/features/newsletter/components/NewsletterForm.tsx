import { useCallback, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterSource } from '@weekends/shared/newsletter';
import type { CaptchaHandle } from '../../../components/form/Captcha.tsx';
import { ApiRequestError, api } from '../../../lib/api.ts';
import { wordMessageLater } from '../../../lib/messageLater.ts';
import { markSubscribed } from '../lib/storage.ts';
import '../i18n.ts';
import { withWords } from '../../../lib/lazy.ts';

type CaptchaComponent = ComponentType<{
  onChange: (payload: string) => void;
  ref?: (handle: CaptchaHandle | null) => void;
}>;

/**
 * The form sits on the home page, where every kilobyte counts (a 170 KB budget), so its heavier parts load when the
 * visitor first reaches for the field: the captcha (ALTCHA, with the sign-in words) and the shared rules (zod).
 * Each download is retried on the next attempt if it failed.
 */
let captchaModule: Promise<CaptchaComponent> | undefined;
function loadCaptcha(): Promise<CaptchaComponent> {
  captchaModule ??= withWords(import('../../../components/form/Captcha.tsx')).then(
    (m) => m.Captcha as CaptchaComponent,
    (error: unknown) => {
      captchaModule = undefined;
      throw error;
    },
  );
  return captchaModule;
}
let rulesModule: Promise<typeof import('@weekends/shared/newsletter')> | undefined;
function loadRules() {
  rulesModule ??= import('@weekends/shared/newsletter').catch((error: unknown) => {
    rulesModule = undefined;
    throw error;
  });
  return rulesModule;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'subscribed'; email: string }
  | { kind: 'already'; email: string }
  | { kind: 'failed'; message: string };

interface Props {
  /** Where the visitor subscribes from: the home block, the blog's 'Subscribe Us' box or the pop-up. */
  source: NewsletterSource;
  /** Field and button stacked, for narrow places (the pop-up, the blog sidebar); side by side from 640 px otherwise. */
  compact?: boolean;
  /** Called once the address is subscribed (not for 'Already Subscribed'): the pop-up closes after it. */
  onSubscribed?: () => void;
  autoFocus?: boolean;
}

/**
 * The newsletter sign-up: idle, 'Wait' while sending, then 'Subscribed Successfully', or 'Already Subscribed' only when
 * the server says the address is subscribed; the field is disabled after either. Any other failure says what happened
 * and leaves the form ready for another try.
 */
export function NewsletterForm({ source, compact = false, onSubscribed, autoFocus }: Props) {
  const { t } = useTranslation('newsletter');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [Captcha, setCaptcha] = useState<CaptchaComponent | null>(null);
  const busy = useRef(false);

  // The captcha's handle arrives once its module is loaded and rendered; submit waits for it.
  const handle = useRef<CaptchaHandle | null>(null);
  const waiting = useRef<((handle: CaptchaHandle) => void)[]>([]);
  const captchaRef = useCallback((next: CaptchaHandle | null) => {
    handle.current = next;
    if (next) for (const resolve of waiting.current.splice(0)) resolve(next);
  }, []);
  const captchaHandle = () =>
    handle.current
      ? Promise.resolve(handle.current)
      : new Promise<CaptchaHandle>((resolve) => waiting.current.push(resolve));

  /** Starts the downloads and the proof of work as soon as the visitor shows interest. */
  const prepare = useCallback(async () => {
    void loadRules().catch(() => undefined);
    const component = await loadCaptcha();
    setCaptcha((current: CaptchaComponent | null) => current ?? component);
  }, []);

  const done = status.kind === 'subscribed' || status.kind === 'already';
  const sending = status.kind === 'sending';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || done) return;
    busy.current = true;
    setStatus({ kind: 'sending' });
    setFieldError('');
    let sent = false;
    try {
      const { newsletterEmailSchema } = await loadRules();
      const parsed = newsletterEmailSchema.safeParse(email);
      if (!parsed.success) {
        setFieldError(await wordMessageLater(parsed.error.issues[0]?.message ?? ''));
        setStatus({ kind: 'idle' });
        input.current?.focus();
        return;
      }
      await prepare();
      const payload = await (await captchaHandle()).solve();
      // The captcha's own line says the check could not finish, with Retry.
      if (!payload) throw new Error('captcha not solved');
      sent = true;
      await api.post('/api/newsletter', { body: { email: parsed.data, source, captcha: payload } });
      setStatus({ kind: 'subscribed', email: parsed.data });
      markSubscribed();
      onSubscribed?.();
    } catch (error) {
      // A payload is spent by any request that reached the server.
      if (sent) handle.current?.renew();
      if (error instanceof ApiRequestError && error.status === 409 && error.body?.code === 'ALREADY_SUBSCRIBED') {
        setStatus({ kind: 'already', email: email.trim().toLowerCase() });
        markSubscribed();
        return;
      }
      const emailError = error instanceof ApiRequestError ? error.body?.fieldErrors?.email?.[0] : undefined;
      if (emailError) {
        setFieldError(emailError);
        setStatus({ kind: 'idle' });
        return;
      }
      const known = error instanceof ApiRequestError && error.body && error.status < 500;
      setStatus({ kind: 'failed', message: known ? error.message : t('form.failed') });
    } finally {
      busy.current = false;
    }
  };

  const label = sending
    ? t('form.wait')
    : status.kind === 'subscribed'
      ? t('form.subscribed')
      : status.kind === 'already'
        ? t('form.alreadySubscribed')
        : t('form.submit');
  const buttonTone =
    status.kind === 'subscribed'
      ? 'bg-emerald-600 text-white'
      : status.kind === 'already'
        ? 'bg-white text-brand-900 ring-1 ring-brand-200'
        : 'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-80';
  const describedBy = [fieldError ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');

  return (
    <form onSubmit={onSubmit} noValidate onFocus={() => void prepare().catch(() => undefined)} className="w-full">
      <label htmlFor={`${id}-email`} className={compact ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {t('form.label')}
      </label>
      {/* Side by side from 640 px; the result's longer words get the full width below the field. */}
      <div
        className={`grid gap-3 ${compact ? '' : 'mt-2'} ${compact || done ? '' : 'sm:grid-cols-[1fr_auto] sm:items-start'}`}
      >
        <div className="min-w-0">
          <input
            ref={input}
            id={`${id}-email`}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            autoFocus={autoFocus}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={done}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy}
            placeholder={t('form.placeholder')}
            className={`h-12 w-full min-w-0 rounded-full border bg-white px-5 text-base text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none disabled:bg-white/70 disabled:text-slate-500 ${
              fieldError ? 'border-red-500' : 'border-slate-300'
            }`}
          />
          {fieldError && (
            <p id={`${id}-error`} className="mt-1.5 px-5 text-sm font-medium text-red-700">
              {fieldError}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={sending || done}
          aria-busy={sending || undefined}
          className={`inline-flex h-12 items-center justify-center gap-2 rounded-full px-7 font-semibold whitespace-nowrap shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-default ${buttonTone}`}
        >
          {done && (
            <svg
              viewBox="0 0 20 20"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4.5 10.5l3.5 3.5 7.5-8" />
            </svg>
          )}
          {label}
        </button>
      </div>
      <div id={`${id}-status`} className="px-5 text-sm not-empty:mt-2" role="status" aria-live="polite">
        {status.kind === 'subscribed' && (
          <p className="text-emerald-800">{t('form.subscribedNote', { email: status.email })}</p>
        )}
        {status.kind === 'already' && (
          <p className="text-slate-700">{t('form.alreadyNote', { email: status.email })}</p>
        )}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {status.message}
        </p>
      )}
      {Captcha && !done && (
        <div className="mt-1 px-5">
          <Captcha ref={captchaRef} onChange={() => undefined} />
        </div>
      )}
      {!done && <p className="mt-2 px-5 text-xs text-slate-500">{t('form.privacy')}</p>}
    </form>
  );
}
