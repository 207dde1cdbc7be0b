/**
 * What other modules may use of blog besides service.ts: the back office previews a post and times its reading as the
 * blog does.
 */
export { readingTime, renderPostHtml } from './markdown.ts';
