import { useImperativeHandle, type Ref } from 'react';
import type { CaptchaHandle } from '../components/form/Captcha.tsx';

/**
 * Stands in for components/form/Captcha.tsx in unit tests (vi.mock), so jsdom runs no proof of work.
 * Each payload is numbered; `captchaState.renewals` counts the fresh challenges asked for after failures.
 */
export const captchaState = { renewals: 0, issued: 0 };

export function Captcha({ onChange, ref }: { onChange: (payload: string) => void; ref?: Ref<CaptchaHandle> }) {
  useImperativeHandle(ref, () => ({
    solve: async () => `payload-${++captchaState.issued}`,
    renew: () => {
      captchaState.renewals += 1;
      onChange('');
    },
  }));
  return <p>captcha</p>;
}
