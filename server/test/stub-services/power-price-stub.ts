// A stand-in for the spot price service (hvakosterstrommen.no, decision 062) in its real format:
// `/prices/YYYY/MM-DD_NOx.json` answers the day's intervals in Norwegian local time with its
// offset, hourly or quarter-hourly, 23 or 25 hours on the days the clocks change. The prices are
// made up but fixed: NOK (50 + interval index + area number) / 100 per kWh.

export type PowerPriceBehaviour =
  | 'hourly'
  | 'quarter-hourly'
  | 'server-error'
  | 'malformed-json'
  | 'not-published'
  | 'hang';

export const PRICE_DAY_PATH = /^\/prices\/(\d{4})\/(\d{2})-(\d{2})_(NO[1-5])\.json$/;

const HOUR = 3_600_000;

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  timeZoneName: 'longOffset',
});

/** Oslo's offset from UTC at `ms`, in ms (+1 or +2 hours). */
function osloOffsetMs(ms: number): number {
  const name = offsetFormat.formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * HOUR + Number(match[3]) * 60_000);
}

/** Midnight of `date` in Oslo, as an instant. */
function osloMidnight(date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const guess = utcMidnight - osloOffsetMs(utcMidnight);
  return utcMidnight - osloOffsetMs(guess);
}

/** `2027-01-10T00:00:00+01:00`, as the service writes its times. */
function osloTime(ms: number): string {
  const offset = osloOffsetMs(ms);
  const hours = String(Math.floor(Math.abs(offset) / HOUR)).padStart(2, '0');
  return `${new Date(ms + offset).toISOString().slice(0, 19)}${offset < 0 ? '-' : '+'}${hours}:00`;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);
}

/** The day's file, as the service answers it. */
export function stubPriceDay(date: string, area: string, quarterHourly: boolean) {
  const start = osloMidnight(date);
  const end = osloMidnight(nextDate(date));
  const step = quarterHourly ? HOUR / 4 : HOUR;
  const areaNumber = Number(area.slice(2));
  const intervals = [];
  for (let at = start, index = 0; at < end; at += step, index += 1) {
    const nok = (50 + index + areaNumber) / 100;
    intervals.push({
      NOK_per_kWh: nok,
      EUR_per_kWh: Math.round((nok / 11.5) * 100_000) / 100_000,
      EXR: 11.5,
      time_start: osloTime(at),
      time_end: osloTime(at + step),
    });
  }
  return intervals;
}
