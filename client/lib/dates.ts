import type { Language } from '@shared/constants';
import { format as formatDate } from 'date-fns';
import { enGB, nb } from 'date-fns/locale';

/** Norwegian date text for `no`, English otherwise (spec section 9). */
export function dateLocale(language: Language) {
  return language === 'no' ? nb : enGB;
}

export function formatLocalized(date: Date, pattern: string, language: Language): string {
  return formatDate(date, pattern, { locale: dateLocale(language) });
}
