/**
 * The licence image travels as base64 inside the JSON: room for the largest one (8 MB is about 11 MB of
 * base64) and the form around it, and some over, so that a slightly larger image is answered with the form's own
 * message (the schema's limit) rather than a bare 413.
 */
export const APPLICATION_BODY_LIMIT = 16 * 1024 * 1024;
