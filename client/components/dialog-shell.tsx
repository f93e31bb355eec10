import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

// The shells the features' dialogs share: the heading, a read-only details dialog, and a dialog
// around a form that runs a call (with its footer and Delete with confirmation).

/** Whether a dialog is open, and how it asks to open or close; its caller owns the state. */
export type DialogStateProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A dialog's title and description. */
export function DialogHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

type DetailsDialogProps<T extends object> = DialogStateProps & {
  /** What the dialog shows; it stays closed without it. */
  item: T | null | undefined;
  testId: string;
  /** The heading and the facts about `item`; a Close button follows. */
  children: (item: T) => ReactNode;
  /** Buttons before Close (e.g. Delete). */
  actions?: (item: T) => ReactNode;
  /** While an action runs the dialog cannot be dismissed and Close is disabled. */
  busy?: boolean;
};

/** Something to look at (someone else's booking or visit, an item): its heading and facts, and Close. */
export function DetailsDialog<T extends object>({
  open,
  onOpenChange,
  item,
  testId,
  children,
  actions,
  busy = false,
}: DetailsDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open && Boolean(item)}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent data-testid={testId}>
        {item ? (
          <>
            {children(item)}
            <DialogFooter>
              {actions?.(item)}
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  {t('actions.close')}
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type FormDialogControl = { setBusy: (busy: boolean) => void; close: () => void };

const FormDialogContext = createContext<FormDialogControl | null>(null);

/**
 * A dialog around a form that runs a call. The form is mounted while the dialog is open, so it
 * starts afresh; it reports when its call runs with `useFormDialog`, and the dialog cannot be
 * dismissed meanwhile.
 */
export function FormDialog({
  open,
  onOpenChange,
  testId,
  children,
}: DialogStateProps & { testId: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent data-testid={testId}>
        <FormDialogContext value={{ setBusy, close: () => onOpenChange(false) }}>
          {children}
        </FormDialogContext>
      </DialogContent>
    </Dialog>
  );
}

/** For the form inside a FormDialog: holds the dialog open while `busy`; returns what closes it. */
export function useFormDialog(busy: boolean): () => void {
  const control = use(FormDialogContext);
  if (!control) throw new Error('useFormDialog is for a form inside a FormDialog');
  const { setBusy, close } = control;
  // The dialog cannot be dismissed while a call runs; a form that goes away releases it.
  useEffect(() => {
    setBusy(busy);
    return () => setBusy(false);
  }, [busy, setBusy]);
  return close;
}

type FormDialogFooterProps = {
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  /** Comes first, at the start of the row (e.g. DeleteWithConfirmation). */
  children?: ReactNode;
};

/** A form dialog's buttons: Cancel and submit, disabled while the form is busy. */
export function FormDialogFooter({ busy, submitLabel, submitTestId, children }: FormDialogFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter>
      {children}
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {t('actions.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

type DeleteWithConfirmationProps = {
  /** The button's text and test id. */
  label: string;
  testId: string;
  disabled: boolean;
  /** What the confirmation says. */
  confirm: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'pendingLabel'>;
  /** Deletes; `pending` while that runs. */
  onDelete: () => Promise<unknown>;
  pending: boolean;
  /** The toast titles after a failure and after success. */
  failureTitle: string;
  successTitle: string;
  /** After a successful delete (e.g. close the surrounding dialog). */
  onDeleted: () => void;
};

/** A form dialog's Delete button, which asks for confirmation before it deletes. */
export function DeleteWithConfirmation({
  label,
  testId,
  disabled,
  confirm,
  onDelete,
  pending,
  failureTitle,
  successTitle,
  onDeleted,
}: DeleteWithConfirmationProps) {
  const [confirming, setConfirming] = useState(false);
  const run = async () => {
    try {
      await onDelete();
    } catch (error) {
      toastFailure(failureTitle, error);
      setConfirming(false);
      return;
    }
    toastSuccess(successTitle);
    setConfirming(false);
    onDeleted();
  };
  return (
    <>
      <Button
        variant="outline"
        className="border-red-200 text-red-700 hover:bg-red-50 sm:mr-auto"
        disabled={disabled}
        onClick={() => setConfirming(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      {/* The confirmation is portalled to the body; nothing of it stands next to the button. */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        {...confirm}
        pending={pending}
        onConfirm={() => void run()}
      />
    </>
  );
}
