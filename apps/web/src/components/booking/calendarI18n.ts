import { addNamespace } from '../../lib/i18n.ts';
import strings from '../../locales/en/calendar.json';

// The 'calendar' namespace (the month buttons and the days' names) loads with the calendar, which loads when the date
// field opens: the first pages do not carry its words.
addNamespace('calendar', strings, () => import('../../locales/ar/calendar.json'));
