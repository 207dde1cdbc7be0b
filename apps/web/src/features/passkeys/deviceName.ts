/** The kinds of device a suggested passkey name tells apart (words in the 'passkeys' namespace's `devices`). */
export type DeviceKind = 'iphone' | 'ipad' | 'android' | 'mac' | 'windows' | 'chromebook' | 'linux' | 'other';

/**
 * What kind of device this browser runs on, from its user agent: the name a new passkey is offered ('iPhone',
 * 'Windows computer'), which its owner may change. iPadOS reports itself as a Mac with a touch screen.
 */
export function deviceKind(userAgent: string, touchPoints = 0): DeviceKind {
  if (/iPhone|iPod/.test(userAgent)) return 'iphone';
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'ipad';
  if (/Android/.test(userAgent)) return 'android';
  if (/CrOS/.test(userAgent)) return 'chromebook';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'mac';
  if (/Windows/.test(userAgent)) return 'windows';
  if (/Linux/.test(userAgent)) return 'linux';
  return 'other';
}
