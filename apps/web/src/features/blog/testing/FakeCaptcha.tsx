import { useImperativeHandle, type Ref } from 'react';
import type { CaptchaHandle } from '../../../components/form/Captcha.tsx';

/** Stands in for components/form/Captcha.tsx (vi.mock), so jsdom runs no proof of work. */
export function Captcha({ ref }: { onChange: (payload: string) => void; ref?: Ref<CaptchaHandle> }) {
  useImperativeHandle(ref, () => ({ solve: async () => 'solved-payload', renew: () => undefined }));
  return null;
}
