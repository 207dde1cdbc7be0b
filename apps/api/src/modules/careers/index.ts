/**
 * What other modules may use of careers besides service.ts: the back office previews a posting as the careers page
 * shows it.
 */
export { renderPostingMarkdown } from './markdown.ts';
