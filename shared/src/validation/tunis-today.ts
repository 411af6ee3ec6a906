const TUNIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' });

/** Today in Tunisia as yyyy-mm-dd: the day the rules on dates reason on, in the browser and on the server. */
export const tunisToday = (now: Date = new Date()): string => TUNIS_DAY.format(now);
