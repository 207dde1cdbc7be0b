/**
 * A social sign-in started from the login pop-up leaves the page for the provider and comes back with a full page
 * load, which forgets the pop-up and the action that opened it (the favourite heart, Book Now). Just before leaving,
 * the pop-up keeps here, for this browser tab, what the page needs on its return: the pop-up's own sentence and guest
 * offer, to reopen it alike (SocialReturnPrompt.tsx), and which action to finish once signed in, with what it had
 * chosen (LoginPrompt's `resume`).
 */
const KEY = 'weekends.loginPromptResume';
/** As long as the server keeps a social sign-in waiting for its phone number. */
const MAX_AGE_MS = 15 * 60_000;

export interface PromptResume {
  /** The page the pop-up was on (path only): only that page resumes. */
  path: string;
  /** The opener's name for its action ('favourite:12'), when it can be finished after the round trip. */
  action?: string;
  /** What the action needs that the page will have forgotten (Book Now's selection). */
  state?: unknown;
  reason?: string;
  fromCheckout?: boolean;
  /** When it was kept (ms since the epoch). */
  at: number;
}

export function rememberPromptResume(resume: Omit<PromptResume, 'at'>) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...resume, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the visitor still comes back signed in, only the action is not finished.
  }
}

export function forgetPromptResume() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept when storage is refused.
  }
}

/** What the pop-up kept on `path`, unless it is older than a social sign-in can wait. */
export function readPromptResume(path: string): PromptResume | null {
  let resume: Partial<PromptResume> | null;
  try {
    resume = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PromptResume> | null;
  } catch {
    return null;
  }
  if (!resume || typeof resume !== 'object' || resume.path !== path || typeof resume.at !== 'number') return null;
  if (Date.now() - resume.at > MAX_AGE_MS) return null;
  return resume as PromptResume;
}

/** The kept `action` on `path`, taken away so that it is finished only once; null when there is none. */
export function takePromptResume(path: string, action: string): PromptResume | null {
  const resume = readPromptResume(path);
  if (!resume || resume.action !== action) return null;
  forgetPromptResume();
  return resume;
}
