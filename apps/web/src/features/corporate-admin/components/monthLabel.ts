const format = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** 'Nov 26' for '2026-11'. */
export const monthLabel = (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
