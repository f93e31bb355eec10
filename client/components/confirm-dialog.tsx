import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  onConfirm: () => void;
  /** While the action runs the buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  variant?: 'default' | 'destructive';
  /**
   * A strong confirmation for irreversible actions: a checkbox with this text must be ticked
   * before the confirm button is enabled.
   */
  acknowledgement?: string;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
  /**
   * Where the focus goes when the dialog closes, for dialogs opened from a menu item (which is
   * gone by then); by default Radix returns it to what had it before the dialog opened.
   */
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * Asks before a destructive action (product section 5: remove member, change role, transfer
 * ownership, delete cabin, leave). The confirm button does not close the dialog itself: the
 * caller closes it when the action has finished, so a failure can be seen in place.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  pending = false,
  returnFocusTo,
  ...body
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        data-testid="confirm-dialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {/* Mounted only while open, so the acknowledgement starts unticked every time. */}
        <ConfirmDialogBody pending={pending} {...body} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function ConfirmDialogBody({
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending,
  variant = 'destructive',
  acknowledgement,
  children,
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'returnFocusTo'> & { pending: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const blocked = pending || (acknowledgement !== undefined && !acknowledged);

  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="flex flex-col gap-2">{description}</div>
        </AlertDialogDescription>
      </AlertDialogHeader>
      {children}
      {acknowledgement !== undefined ? (
        <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3">
          <input
            id={`${id}-acknowledge`}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-red-700"
            checked={acknowledged}
            disabled={pending}
            onChange={(event) => setAcknowledged(event.target.checked)}
            data-testid="confirm-dialog-acknowledge"
          />
          <label htmlFor={`${id}-acknowledge`} className="text-sm font-medium text-amber-950">
            {acknowledgement}
          </label>
        </div>
      ) : null}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending} data-testid="confirm-dialog-cancel">
          {t('actions.cancel')}
        </AlertDialogCancel>
        <Button
          variant={variant}
          disabled={blocked}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!blocked) onConfirm();
          }}
          data-testid="confirm-dialog-confirm"
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </AlertDialogFooter>
    </>
  );
}
