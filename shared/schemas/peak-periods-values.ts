// The peak periods' fixed values (issue #16): the methods, the limits and the reasons a wish is
// refused. Apart from the schemas (peak-periods.ts, which re-exports them) so a screen can use
// them without loading the schema library at its start (issue #38).
export const PEAK_METHODS = ['cap', 'draw', 'rotation'] as const;
export type PeakMethod = (typeof PEAK_METHODS)[number];

export const PEAK_PERIOD_NAME_MAX = 80;
/** How many ranked wishes a household enters for a draw. */
export const PEAK_WISHES_MAX = 3;
/** How many years a rotation is shown: this year and the next four. */
export const ROTATION_YEARS_SHOWN = 5;
/** The draw's order counts peak nights over this many years before the period's first night. */
export const DRAW_HISTORY_YEARS = 3;

export const WISH_REFUSAL_REASONS = ['taken_in_draw', 'already_booked', 'outside_period'] as const;
export type WishRefusalReason = (typeof WISH_REFUSAL_REASONS)[number];
