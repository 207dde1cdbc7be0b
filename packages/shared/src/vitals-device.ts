/**
 * A phone (a viewport narrower than 768 px, Tailwind's `md`) or anything wider. A file of its own, importing nothing:
 * the browser's Web Vitals reporter reads it without pulling the shared schemas (and the chunks the first page shares
 * with them) into its own.
 */
export const DEVICE_CLASSES = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DESKTOP_MIN_WIDTH = 768;
