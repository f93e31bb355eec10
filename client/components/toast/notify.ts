import { toast } from '@/components/toast/toast-store';
import { apiErrorMessage } from '@/lib/api-error-message';

/** A success toast with an optional detail line. */
export function toastSuccess(title: string, description?: string): void {
  toast({ variant: 'success', title, description });
}

/**
 * A failure toast titled with the spec's text (e.g. "Failed to remove member"); the detail is
 * the server's reason in the current language when there is one. Returns that reason.
 */
export function toastFailure(title: string, error: unknown): string {
  const message = apiErrorMessage(error, title);
  toast({ variant: 'destructive', title, description: message === title ? undefined : message });
  return message;
}
