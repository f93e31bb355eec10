import type { Language } from './constants';
import {
  type BreakKey,
  type BreakWeeks,
  type HolidayKey,
  publicHolidays,
  schoolBreaks,
} from './norwegian-holidays';
import type { Holidays } from './schemas/holidays';

// The names of the public holidays and school breaks (shared/norwegian-holidays.ts), in each
// language the app speaks: the one place they are written, for the server's answers and the client.

const HOLIDAY_NAMES: Record<Language, Record<HolidayKey, string>> = {
  no: {
    'new-years-day': 'Nyttårsdag',
    'maundy-thursday': 'Skjærtorsdag',
    'good-friday': 'Langfredag',
    'easter-sunday': '1. påskedag',
    'easter-monday': '2. påskedag',
    'labour-day': 'Offentlig høytidsdag (1. mai)',
    'constitution-day': 'Grunnlovsdag (17. mai)',
    'ascension-day': 'Kristi himmelfartsdag',
    'whit-sunday': '1. pinsedag',
    'whit-monday': '2. pinsedag',
    'christmas-day': '1. juledag',
    'boxing-day': '2. juledag',
  },
  en: {
    'new-years-day': "New Year's Day",
    'maundy-thursday': 'Maundy Thursday',
    'good-friday': 'Good Friday',
    'easter-sunday': 'Easter Sunday',
    'easter-monday': 'Easter Monday',
    'labour-day': 'Labour Day',
    'constitution-day': 'Constitution Day',
    'ascension-day': 'Ascension Day',
    'whit-sunday': 'Whit Sunday',
    'whit-monday': 'Whit Monday',
    'christmas-day': 'Christmas Day',
    'boxing-day': "Boxing Day (St Stephen's Day)",
  },
};

const BREAK_NAMES: Record<Language, Record<BreakKey, string>> = {
  no: {
    'winter-break': 'Vinterferie',
    'easter-holidays': 'Påskeferie',
    'summer-holiday': 'Fellesferie',
    'autumn-break': 'Høstferie',
    'christmas-holidays': 'Juleferie',
  },
  en: {
    'winter-break': 'Winter break',
    'easter-holidays': 'Easter holidays',
    'summer-holiday': 'Summer holiday (fellesferie)',
    'autumn-break': 'Autumn break',
    'christmas-holidays': 'Christmas holidays',
  },
};

export function holidayName(key: HolidayKey, language: Language): string {
  return HOLIDAY_NAMES[language][key];
}

export function breakName(key: BreakKey, language: Language): string {
  return BREAK_NAMES[language][key];
}

/** A year's holidays and breaks (for a cabin on `weeks`), named in `language`: GET /api/holidays's answer. */
export function namedHolidaysOf(year: number, weeks: BreakWeeks, language: Language): Holidays {
  return {
    year,
    holidays: publicHolidays(year).map(({ key, date }) => ({ key, name: holidayName(key, language), date })),
    breaks: schoolBreaks(year, weeks).map(({ key, firstNight, lastNight }) => ({
      key,
      name: breakName(key, language),
      firstNight,
      lastNight,
    })),
  };
}
