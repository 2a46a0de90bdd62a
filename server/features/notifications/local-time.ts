/** A moment as a wall clock in one time zone shows it: its day and its minute. */
export interface LocalMoment {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', 24-hour */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // The zones of an instance's users: a few hundred at most (Intl knows about 600).
    if (formats.size < 1000) formats.set(timeZone, format);
  }
  return format;
}

/** The day and time it is at `at` in an IANA zone; throws a RangeError for a zone Intl lacks. */
export function localMomentIn(at: Date, timeZone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Whether `at` comes before `time` on `date` as the zone's clocks read (both 'HH:MM', zero-padded). */
export function isBeforeLocal(at: Date, date: string, time: string, timeZone: string): boolean {
  const moment = localMomentIn(at, timeZone);
  return moment.date < date || (moment.date === date && moment.time < time);
}
