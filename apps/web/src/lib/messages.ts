import { arabicWords } from './i18n.ts';
import { loadMessageWording } from './messageWording.ts';

/**
 * The API's and the forms' messages in the page's language (lib/messageWording.ts), for a module that words one as it
 * renders or in a handler that cannot wait: importing this module asks for the wording on an Arabic page, and the page
 * or lazy part that loads the module waits for it before it shows (wordsReady), as for a namespace's words.
 */
arabicWords(loadMessageWording);

export { wordApiError, wordMessage } from './messageWording.ts';
