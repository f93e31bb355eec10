// The meter-reading form's text fields (issue #41, decision 062): a value as a person writes it
// (a Norwegian decimal comma or a dot, spaces between thousands) and a local time from a
// datetime-local input, turned into the body POST /api/meter-readings takes.

/** kWh from "12345,6", "12 345.6" or "12345"; null when it is not a reading with at most one decimal. */
export function parseKwh(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d)?$/.test(compact)) return null;
  return Number(compact);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local input's value for a moment, in the browser's time zone (minutes). */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO time of a datetime-local value (read in the browser's time zone); null when empty or broken. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "12 345,6" (no) or "12,345.6" (en): a reading in kWh with its one decimal. */
export function formatKwh(value: number, language: 'no' | 'en'): string {
  return new Intl.NumberFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}
