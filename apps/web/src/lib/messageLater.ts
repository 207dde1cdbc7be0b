import { messageWordingReady, wordMessage } from './messageWording.ts';

/**
 * A message of the catalogue in the page's language, for a handler that can wait (a form's own check on submit): an
 * Arabic page loads the messages' wording only when there is something to say, as the API client does for a failed
 * call, rather than with the form's code (lib/messages.ts), which on a first page would add it to the page's start.
 */
export async function wordMessageLater(text: string): Promise<string> {
  await messageWordingReady();
  return wordMessage(text);
}
