import { createContext, useContext, type ReactNode } from 'react';

/** What a piece of components/ hands the login pop-up: a part of features/login-dialog/LoginPrompt.tsx's props. */
export interface LoginPromptSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason?: string;
  onDone?: (resumedState?: unknown) => void;
  resume?: { action: string; state?: unknown };
}

export type RenderLoginPrompt = (props: LoginPromptSlotProps) => ReactNode;

/**
 * The login pop-up belongs to a feature (features/login-dialog/), which components/ never imports, yet the favourite
 * heart of every activity card opens it. The app (app/providers.tsx) and the tests' renderWithProviders hand down
 * how to render it; without one nothing is shown.
 */
export const LoginPromptSlot = createContext<RenderLoginPrompt>(() => null);

/** How to render the login pop-up, as handed down by the app. */
export function useLoginPrompt(): RenderLoginPrompt {
  return useContext(LoginPromptSlot);
}
