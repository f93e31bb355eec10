// The holidays feature's public surface (decision 056): the calendar and the peak-period dialog
// read Norway's public holidays and the cabin's school breaks through these.

export { holidaysQueryKeyBase, holidaysQueryOptions, useHolidays } from './api/get-holidays';
export { BreakPresets } from './components/break-presets';
export { BreakLabel, SeasonDayMarks, SeasonLegendItems } from './components/season-marks';
export type { BreakPreset, SeasonDay } from './lib/season-days';
export { comingBreaks, seasonDaysOf, yearsAround } from './lib/season-days';
export { BREAK_BAND_CLASS, HOLIDAY_MARK_CLASS } from './lib/season-styles';
export { useComingBreaks, useSeasonDays, useSeasonText } from './lib/use-season-days';
