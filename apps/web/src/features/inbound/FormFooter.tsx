import type { Ref } from 'react';
import { Captcha, type CaptchaHandle } from '../../components/form/Captcha.tsx';
import { FormAlert } from '../../components/form/FormAlert.tsx';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';

interface Props {
  alert: string;
  pending: boolean;
  /** Set once the server has stored the request: the button says so and stays disabled. */
  submitted: boolean;
  thanks: string;
  captcha: Ref<CaptchaHandle>;
  onCaptcha: (payload: string) => void;
  /** The button's words, from the feature's own catalogue. */
  labels: { submit: string; wait: string; submitted: string };
}

/**
 * The end of every inbound form (contact, corporate, partner, nominations): the failure message, the captcha's status
 * line and the button with its three states.
 */
export function FormFooter({ alert, pending, submitted, thanks, captcha, onCaptcha, labels }: Props) {
  return (
    <div className="space-y-4">
      {alert && <FormAlert>{alert}</FormAlert>}
      {!submitted && <Captcha ref={captcha} onChange={onCaptcha} />}
      <SubmitButton
        pending={pending}
        pendingLabel={labels.wait}
        disabled={submitted}
        className={submitted ? 'bg-emerald-700! disabled:opacity-100' : ''}
      >
        {submitted ? (
          <span className="inline-flex items-center gap-2">
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
              <path d="M8.3 13.6L4.7 10l-1.4 1.4 5 5 9-9-1.4-1.4z" />
            </svg>
            {labels.submitted}
          </span>
        ) : (
          labels.submit
        )}
      </SubmitButton>
      {submitted && (
        <p role="status" className="text-center text-sm text-slate-600">
          {thanks}
        </p>
      )}
    </div>
  );
}
