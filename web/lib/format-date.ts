// Dates in US English long form ('Last updated', an opening's closing day). A CMS `date` is a
// calendar day: `new Date('2025-05-15')` reads it as midnight UTC, the previous day west of
// Greenwich, so its parts are read as a local date instead.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2025-05-15' -> 'May 15, 2025'; anything that is not a real yyyy-mm-dd date -> null. */
export function formatCalendarDate(value: string | null | undefined): string | null {
  const match = value ? CALENDAR_DATE.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 2025-02-30 over into March: such a value is not a calendar date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  // Made per call, so the formatter and the Date always agree on the current time zone.
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}
