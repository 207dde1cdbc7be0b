import { addNamespace } from '../../../lib/i18n.ts';
import strings from '../../../locales/en/devices.json';

// The 'devices' namespace (Security and Privacy's signed-in devices) loads with the dashboard's code.
addNamespace('devices', strings, () => import('../../../locales/ar/devices.json'));
