import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoginPromptSlot } from '../components/loginPromptSlot.ts';
import { renderLoginPrompt } from '../features/login-dialog/LoginPrompt.tsx';

/** What every page renders inside, in the browser (providers.tsx) and on the server (entry-server.tsx) alike. */
export function AppContext({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPromptSlot value={renderLoginPrompt}>{children}</LoginPromptSlot>
    </QueryClientProvider>
  );
}
