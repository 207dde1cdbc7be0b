import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltchaWidgetElement } from 'altcha/external';
import { addNamespace, pageLanguage } from '../../lib/i18n.ts';
import authStrings from '../../locales/en/auth.json';

// The captcha's words are in the 'auth' namespace; every form with a captcha loads it (components/ imports no feature).
addNamespace('auth', authStrings, () => import('../../locales/ar/auth.json'));

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/**
 * The ALTCHA widget's code, fetched the first time a form with a captcha renders, so no first page carries it
 * (the first page's JavaScript budget, docs/WEB.md). The 'external' build loads no inline workers or styles: its
 * SHA worker is a file of our own origin, which the Content-Security-Policy allows as it stands (script-src 'self',
 * no blob: workers).
 * Challenges are ALTCHA v1 (altcha-lib/v1 on the server); the v3 widget converts them and answers a v1 payload.
 */
let loading: Promise<void> | undefined;
function loadAltcha(): Promise<void> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/workers/sha?worker')]).then(
    async ([, { default: ShaWorker }]) => {
      for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
        if (!globalThis.$altcha.algorithms.has(algorithm))
          globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
      }
      // The widget's own words (its link's label for screen readers) in Arabic on an Arabic page: ALTCHA's catalogue,
      // registered once the widget's code is there.
      if (pageLanguage === 'ar') await import('altcha/i18n/ar');
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type Status = 'verifying' | 'verified' | 'error';

export interface CaptchaHandle {
  /** The solved payload, waiting for the proof of work if it is still running; '' when the check failed. */
  solve(): Promise<string>;
  /** Payloads are single use: forget the spent one and solve a fresh challenge. */
  renew(): void;
}

interface Props {
  /** Receives the payload for the form's `captcha` field ('' while there is none). */
  onChange: (payload: string) => void;
  ref?: Ref<CaptchaHandle>;
}

/**
 * A proof-of-work check that needs nothing from the visitor: the invisible ALTCHA widget solves a challenge as
 * the form opens and again after each failed submit. A one-line status says what is happening; when the check
 * cannot finish (offline), it says so with a Retry button, and that line stands for the form's `captcha` field.
 */
export function Captcha({ onChange, ref }: Props) {
  const { t } = useTranslation('auth');
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const mounted = useRef(false);
  const payload = useRef('');
  const waiting = useRef<((payload: string) => void)[]>([]);
  const [status, setStatus] = useState<Status>('verifying');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const settle = useCallback((next: string) => {
    payload.current = next;
    onChangeRef.current(next);
    for (const resolve of waiting.current.splice(0)) resolve(next);
  }, []);

  const fail = useCallback(() => {
    setStatus('error');
    settle('');
  }, [settle]);

  /** Forgets the payload and asks the widget for a new one (verify() fetches a fresh challenge each time). */
  const restart = useCallback(() => {
    payload.current = '';
    onChangeRef.current('');
    setStatus('verifying');
    widget.current?.verify().catch(() => undefined);
  }, []);

  const onState = useCallback(
    (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === 'verified' && solved) {
        setStatus('verified');
        settle(solved);
      } else if (state === 'error') {
        fail();
      } else if (state === 'expired') {
        // Solved again at once, so a form left open for a while still sends a live payload.
        restart();
      }
    },
    [settle, fail, restart],
  );

  /** Downloads the widget (once per page) and puts it in the form, where it starts solving on its own. */
  const mount = useCallback(() => {
    loadAltcha().then(
      () => {
        if (!mounted.current || !host.current || widget.current) return;
        const element = document.createElement('altcha-widget');
        element.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
        element.setAttribute('display', 'invisible');
        element.setAttribute('auto', 'onload');
        element.setAttribute('language', pageLanguage);
        element.addEventListener('statechange', onState);
        widget.current = element;
        host.current.appendChild(element);
      },
      () => mounted.current && fail(),
    );
  }, [onState, fail]);

  useEffect(() => {
    mounted.current = true;
    mount();
    return () => {
      mounted.current = false;
      widget.current?.remove();
      widget.current = null;
    };
  }, [mount]);

  // A failed check is tried again by the Retry button or by the next submit.
  const retry = useCallback(() => {
    if (widget.current) return restart();
    setStatus('verifying');
    mount();
  }, [restart, mount]);

  useImperativeHandle(
    ref,
    () => ({
      solve() {
        if (payload.current) return Promise.resolve(payload.current);
        const pending = new Promise<string>((resolve) => waiting.current.push(resolve));
        if (status === 'error') retry();
        return pending;
      },
      renew: restart,
    }),
    [status, retry, restart],
  );

  const failed = status === 'error';
  return (
    <div>
      <div className="flex min-h-6 items-center gap-2 text-xs text-slate-500" role="status" aria-live="polite">
        {status === 'verifying' && (
          <>
            <span
              aria-hidden="true"
              className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
            />
            <span>{t('captcha.verifying')}</span>
          </>
        )}
        {status === 'verified' && (
          <>
            <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="text-brand-700">
              <path
                fill="currentColor"
                d="M10 1.5l6.5 2.6v5c0 4.2-2.8 7.6-6.5 8.9C6.3 16.7 3.5 13.3 3.5 9.1v-5L10 1.5zm3.2 5.3l-4 4-1.9-1.9-1.1 1.1 3 3 5.1-5.1-1.1-1.1z"
              />
            </svg>
            <span>{t('captcha.verified')}</span>
          </>
        )}
        {failed && (
          <>
            <span className="text-red-700">{t('captcha.failed')}</span>
            <button
              type="button"
              onClick={retry}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('captcha.retry')}
            </button>
          </>
        )}
      </div>
      {/* The widget runs here, invisible; it also writes a hidden 'altcha' input the form does not need. */}
      <div ref={host} hidden />
    </div>
  );
}
