import { formatOre } from '@shared/money';

/** Whole kroner from øre, rounded half up: "412" (the stay's line; the cost itself keeps its øre). */
export function wholeKroner(amountOre: number, language: 'no' | 'en'): string {
  const rounded = Math.round(amountOre / 100) * 100;
  const text = formatOre(rounded, language);
  return text.slice(0, text.length - 3);
}
