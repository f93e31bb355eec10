// The pieces of `npm run bench`'s budget table (bench/run-all.ts): a row, reading a figure out of
// bench/results/latest.json, and how a figure and a verdict are shown.

export type Row = { figure: string; measured: string; target: string; met: string };
export type Section = Record<string, unknown>;

export const isSection = (value: unknown): value is Section => typeof value === 'object' && value !== null;

export const numberAt = (section: unknown, ...path: string[]): number | undefined => {
  let current: unknown = section;
  for (const key of path) current = isSection(current) ? current[key] : undefined;
  return typeof current === 'number' ? current : undefined;
};

export const verdict = (met: boolean | undefined) => (met === undefined ? '-' : met ? 'yes' : 'NO');

export const show = (value: number | undefined, unit = '') =>
  value === undefined ? 'not measured' : `${value}${unit}`;
