import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function SubmitButton({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting}>
      {submitting ? (
        <>
          <LoaderCircle className="animate-spin" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
