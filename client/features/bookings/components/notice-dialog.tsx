import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export type Notice = { title: string; description: string };

/**
 * A message that must be acknowledged ("Invalid date range", "Date already booked"), with more
 * below it (`children`) and actions beside OK (`actions`) where a notice offers a way on.
 */
export function NoticeDialog({
  notice,
  onClose,
  children,
  actions,
}: {
  notice: Notice | null;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  return (
    <AlertDialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <AlertDialogContent data-testid="booking-notice-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{notice?.title}</AlertDialogTitle>
          <AlertDialogDescription>{notice?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          {actions}
          <AlertDialogAction>{t('notice.ok')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
