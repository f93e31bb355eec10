import type { FieldError } from 'react-hook-form';
import type { StayDraft } from './stay-draft';

type StayErrors = { startDate?: FieldError; endDate?: FieldError };

/**
 * The one text the stay's date fields show: a missing date first, then what is wrong with the
 * end (its order), then with the start. The texts are the form's localized ones.
 */
export function stayDatesError(errors: StayErrors, missingDates: string): string | undefined {
  if (errors.startDate?.type === 'too_small' || errors.endDate?.type === 'too_small') return missingDates;
  return errors.endDate?.message ?? errors.startDate?.message;
}

/** The stay fields of a form's values, as the stay fields component shows them. */
export function stayDraftFrom(values: Partial<StayDraft>): StayDraft {
  return {
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    adults: values.adults ?? '',
    children: values.children ?? '',
  };
}
