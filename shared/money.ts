// Money is whole øre (NOK 1 = 100 øre) end to end (issue #16): no floating point touches an
// amount. Amounts are written "1 234,50" in Norwegian and "1,234.50" in English.

export type MoneyLanguage = 'no' | 'en';

/**
 * Splits `amountOre` in proportion to `weights` (whole numbers, at least one above 0). The parts
 * add up exactly to the amount: each gets the floor of its exact part, and the øre left over go
 * one each to the largest remainders, ties to the earlier weight, so the same input always gives
 * the same parts.
 */
export function splitByWeights(amountOre: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amountOre)) throw new RangeError('The amount must be whole øre');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError('Weights must be whole numbers of 0 or more');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) throw new RangeError('At least one weight must be above 0');
  // BigInt: amount x weight can pass 2^53 for large amounts and weights.
  const exact = weights.map((weight) => BigInt(amountOre) * BigInt(weight));
  const parts = exact.map((value) => Number(value / BigInt(total)));
  const remainders = exact.map((value, index) => ({ index, remainder: value % BigInt(total) }));
  let left = amountOre - parts.reduce((sum, part) => sum + part, 0);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** "1 234,50" (no) or "1,234.50" (en) from øre; negative amounts get a leading minus. */
export function formatOre(amountOre: number, language: MoneyLanguage): string {
  const sign = amountOre < 0 ? '-' : '';
  const absolute = Math.abs(amountOre);
  const kroner = Math.floor(absolute / 100).toString();
  const ore = (absolute % 100).toString().padStart(2, '0');
  const grouped = kroner.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'no' ? '\u00a0' : ',');
  return `${sign}${grouped}${language === 'no' ? ',' : '.'}${ore}`;
}

/**
 * Øre from an amount as a person writes it in their language: "1 234,50", "1234.5", "12" (no:
 * space or dot groups, comma decimals; en: comma groups, dot decimals). Null when it is not an
 * amount (letters, more than two decimals, a negative sign).
 */
export function parseAmountToOre(text: string, language: MoneyLanguage): number | null {
  let value = text
    .trim()
    .replace(/^(kr|nok)\.?\s*/i, '')
    .replace(/\s*(kr|nok)\.?$/i, '');
  if (language === 'no') {
    // "1.234,50" and "1 234,50": dots and spaces group; a lone dot with 1-2 decimals is read as a decimal point too.
    value = value.replace(/[\s\u00a0]/g, '');
    if (/^\d+\.\d{1,2}$/.test(value)) value = value.replace('.', ',');
    else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) value = value.replaceAll('.', '');
    // Any other dot ("12.345.6") leaves the amount unclear: not read as one.
    if (value.includes('.')) return null;
    value = value.replace(',', '.');
  } else {
    value = value.replace(/[\s\u00a0]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  }
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const kroner = Number(match[1]);
  const ore = Number((match[2] ?? '').padEnd(2, '0'));
  const total = kroner * 100 + ore;
  return Number.isSafeInteger(total) ? total : null;
}
