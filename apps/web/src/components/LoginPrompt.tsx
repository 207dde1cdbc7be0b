import { Suspense } from 'react';
import { lazyWithPreload } from '../lib/lazyWithPreload.ts';

// Most visits never see this dialog, so its code (Radix Dialog) is fetched the first time it opens.
const LoginPromptDialog = lazyWithPreload(() => import('./LoginPromptDialog.tsx').then((m) => m.LoginPromptDialog));

/** Asks a logged-out visitor to log in or sign up before an action that needs an account (favourites, reviews). */
export function LoginPrompt({ open, onOpenChange, reason }: { open: boolean; onOpenChange: (open: boolean) => void; reason?: string }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog open onOpenChange={onOpenChange} reason={reason} />
    </Suspense>
  );
}
