// How the holidays look on the calendar (decision 056), beside the peak periods' band
// (PEAK_BAND_CLASS, a violet line along the bottom of a night): a public holiday is a red dot in
// the day's corner, as Norwegian calendars print red days; a school break is a sky-blue band just
// above the peak line (not amber: that is a pending stay), its name written on it where it
// starts and at the start of each week.

/** The dot on a public holiday, and its swatch in the legend. */
export const HOLIDAY_MARK_CLASS = 'bg-red-600';
/** The band across a school break's nights, and its swatch in the legend. */
export const BREAK_BAND_CLASS = 'bg-sky-200';
/** The break's name written on its band. */
export const BREAK_TEXT_CLASS = 'text-sky-950';
