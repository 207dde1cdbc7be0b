/** The blog's numbers. */

/** The featured post and each list entry show this many characters of the post's plain text. */
export const BLOG_EXCERPT_LENGTH = 300;
/** 'Most Recent' under a post lists up to this many other posts. */
export const BLOG_MOST_RECENT_COUNT = 2;
/** The 'Trending' carousel under a post shows this many cards from BLOG_TRENDING_WIDE_PX wide, else one. */
export const BLOG_TRENDING_PER_VIEW_WIDE = 3;
export const BLOG_TRENDING_WIDE_PX = 1024;
/** Reading time is the plain text's words at this pace, rounded up, at least one minute. */
export const BLOG_WORDS_PER_MINUTE = 200;
/**
 * The same for a post read in Arabic: Arabic says as much in fewer, longer words and is read at fewer words a minute
 * (about 140 against English's 230 in studies of silent reading), so a post's Arabic is timed at this pace.
 */
export const BLOG_ARABIC_WORDS_PER_MINUTE = 140;
