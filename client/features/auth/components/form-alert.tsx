import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import type { FormError } from './use-auth-form';

/** The inline error area of a form, announced to screen readers. */
export function FormAlert({ error }: { error: FormError | null }) {
  if (!error) return null;
  return (
    <Alert key={error.attempt} role="alert" variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{error.message}</AlertDescription>
    </Alert>
  );
}
