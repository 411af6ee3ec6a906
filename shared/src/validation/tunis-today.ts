const TUNIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' });

/** Today in Tunisia as yyyy-mm-dd: the day the rules on dates reason on, in the browser and on the server. */
export const tunisToday = (now: Date = new Date()): string => TUNIS_DAY.format(now);

/** A day (yyyy-mm-dd, or the day of an ISO instant) as the portal writes it: dd/mm/yyyy. */
export const dayMonthYear = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');
