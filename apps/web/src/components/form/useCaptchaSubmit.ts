import { useRef, useState, type FormEvent } from 'react';
import type { CaptchaHandle } from './Captcha.tsx';

/**
 * Submitting a form that carries a captcha: wait for the proof of work (usually done before the visitor finishes
 * typing), put the payload in the form, then run react-hook-form's submit. `pending` covers the wait too, so the
 * button reads 'Wait..' from the first click. A payload is spent by any request that reaches the server, so a
 * failed request calls `renew()` for a fresh one.
 */
export function useCaptchaSubmit(setCaptcha: (payload: string) => void, submit: () => Promise<void>) {
  const captcha = useRef<CaptchaHandle>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const payload = (await captcha.current?.solve()) ?? '';
      if (payload) setCaptcha(payload);
      await submit();
    } finally {
      setPending(false);
    }
  };

  return { captcha, pending, onSubmit, renew: () => captcha.current?.renew() };
}
