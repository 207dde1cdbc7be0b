import { useTranslation } from 'react-i18next';
import type { DeviceKind, SignedInDevice } from '@weekends/shared';
import { isolate } from '../../../lib/format/index.ts';
import './devicesI18n.ts';

/** A line drawing of each kind of device, for the devices and the sign-ins. */
export const KIND_ICONS: Record<DeviceKind, string> = {
  desktop: 'M3 5h18v11H3zm6 15h6m-3-4v4',
  mobile: 'M7 3h10a1 1 0 011 1v16a1 1 0 01-1 1H7a1 1 0 01-1-1V4a1 1 0 011-1zm4 15h2',
  tablet: 'M5 3h14a1 1 0 011 1v16a1 1 0 01-1 1H5a1 1 0 01-1-1V4a1 1 0 011-1zm6 15h2',
  tv: 'M3 6h18v11H3zm5 14h8M12 17v3',
  unknown:
    'M12 21a9 9 0 100-18 9 9 0 000 18zm-9-9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
};

/** What a device and a sign-in have alike: its browser and system, and where it was. */
type DeviceWords = Pick<SignedInDevice, 'browser' | 'system' | 'city' | 'country'>;

/** 'Chrome on macOS', with the names isolated on an Arabic page. */
export function useDeviceName() {
  const { t } = useTranslation('devices');
  return (device: DeviceWords) =>
    t('device', {
      browser: device.browser ? isolate(device.browser) : t('unknownBrowser'),
      system: device.system ? isolate(device.system) : t('unknownSystem'),
    });
}

/** 'Dubai, United Arab Emirates', the country named in the page's language; 'Unknown place' when nothing is known. */
export function usePlace() {
  const { t, i18n } = useTranslation('devices');
  return (device: DeviceWords) => {
    const country = device.country
      ? (new Intl.DisplayNames([i18n.language === 'ar' ? 'ar-AE' : 'en'], { type: 'region' }).of(device.country) ??
        device.country)
      : null;
    const parts = [device.city ? isolate(device.city) : null, country].filter(Boolean);
    return parts.length > 0 ? parts.join(i18n.language === 'ar' ? '، ' : ', ') : t('unknownPlace');
  };
}
