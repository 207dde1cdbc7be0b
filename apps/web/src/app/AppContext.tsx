import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useTranslation } from 'react-i18next';
import { LoginPromptSlot } from '../components/loginPromptSlot.ts';
import { renderLoginPrompt } from '../features/login-dialog/LoginPrompt.tsx';

/** What every page renders inside, in the browser (providers.tsx) and on the server (entry-server.tsx) alike. */
export function AppContext({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Radix's sliders, menus, tabs and accordions take the page's direction from here: on an Arabic page a slider's
  // minimum is on the right and the arrow keys move the way the page reads.
  const { i18n } = useTranslation();
  return (
    <DirectionProvider dir={i18n.dir(i18n.language)}>
      <QueryClientProvider client={queryClient}>
        <LoginPromptSlot value={renderLoginPrompt}>{children}</LoginPromptSlot>
      </QueryClientProvider>
    </DirectionProvider>
  );
}
