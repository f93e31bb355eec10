import { type FormEventHandler, type ReactNode, useState } from 'react';
import type { ConfirmDialogProps } from '@/components/confirm-dialog';
import {
  DeleteWithConfirmation,
  DialogHeading,
  FormDialogFooter,
  useFormDialog,
} from '@/components/dialog-shell';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';

// The one way a form inside a FormDialog is wired (issue #37): the heading, the fields, a failure
// said in place, Cancel and submit, and for a thing that exists, Delete with confirmation; and the
// write its submit runs, which says how it went and closes the dialog after success.

/** A toast: its title and an optional detail line. */
type ToastText = readonly [title: string, description?: string];

export type DialogWriteOutcome<Result> = {
  /**
   * After a failure the dialog stays open and says why: in a toast with this title, in the dialog
   * (`inDialog`: the server's reason in the user's language, else this text), or as a function does.
   */
  failure: string | { inDialog: string } | ((error: unknown) => void);
  /** After success: the toast (from what the write returned), if any. */
  success?: ToastText | ((result: Result) => ToastText);
  /** After the toast and before the dialog closes (e.g. send the photo that goes with the thing). */
  afterSuccess?: (result: Result) => Promise<void>;
};

export type DialogWrite = {
  /** Whether a call runs; the dialog cannot be dismissed and the controls are disabled meanwhile. */
  busy: boolean;
  close: () => void;
  /** Why the last write failed, for a failure said in the dialog. */
  failure: string | null;
  /** Runs `write` unless a call already runs, then says how it went; closes the dialog after success. */
  run: <Result>(write: () => Promise<Result>, outcome: DialogWriteOutcome<Result>) => Promise<void>;
};

/** For the form inside a FormDialog: its writes, the dialog held open while `busy`. */
export function useDialogWrite(busy: boolean): DialogWrite {
  const close = useFormDialog(busy);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async <Result,>(write: () => Promise<Result>, outcome: DialogWriteOutcome<Result>) => {
    if (busy) return;
    setFailure(null);
    let result: Result;
    try {
      result = await write();
    } catch (error) {
      if (typeof outcome.failure === 'string') toastFailure(outcome.failure, error);
      else if (typeof outcome.failure === 'function') outcome.failure(error);
      else setFailure(apiErrorMessage(error, outcome.failure.inDialog));
      return;
    }
    const success = typeof outcome.success === 'function' ? outcome.success(result) : outcome.success;
    if (success) toastSuccess(...success);
    await outcome.afterSuccess?.(result);
    close();
  };
  return { busy, close, failure, run };
}

/** A thing's delete call, as TanStack Query's mutation gives it. */
type DeleteCall = { mutateAsync: (variables: { id: string }) => Promise<unknown>; isPending: boolean };

/** Delete in a form dialog's footer: what it deletes, with which call, and what it says. */
export type DialogFormDeletion = {
  id: string;
  remove: DeleteCall;
  /** The button's text and test id. */
  label: string;
  testId: string;
  /** What the confirmation says. */
  confirm: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'pendingLabel'>;
  /** The toast titles after a failure and after success. */
  failureTitle: string;
  successTitle: string;
};

type DialogFormProps = {
  /** From `useDialogWrite`. */
  dialog: DialogWrite;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitTestId: string;
  /** Offered for a thing that exists and the viewer may delete. */
  deletion?: DialogFormDeletion | null | false;
  /** Added to the form's own (a column with a gap). */
  className?: string;
  /** The fields. */
  children: ReactNode;
};

/** The form inside a FormDialog: heading, fields, a failure, then Delete, Cancel and submit. */
export function DialogForm({
  dialog,
  onSubmit,
  title,
  description,
  submitLabel,
  submitTestId,
  deletion,
  className,
  children,
}: DialogFormProps) {
  const { busy, close, failure } = dialog;
  return (
    <form noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-4', className)}>
      <DialogHeading title={title} description={description} />
      {children}
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <FormDialogFooter busy={busy} submitLabel={submitLabel} submitTestId={submitTestId}>
        {deletion ? (
          <DeleteWithConfirmation
            label={deletion.label}
            testId={deletion.testId}
            disabled={busy}
            confirm={deletion.confirm}
            onDelete={() => deletion.remove.mutateAsync({ id: deletion.id })}
            pending={deletion.remove.isPending}
            failureTitle={deletion.failureTitle}
            successTitle={deletion.successTitle}
            onDeleted={close}
          />
        ) : null}
      </FormDialogFooter>
    </form>
  );
}
