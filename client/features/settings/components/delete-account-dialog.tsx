import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
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
import { useMe } from '@/features/auth';
import { useUserCabins } from '@/features/cabins';
import { ApiError } from '@/lib/api-client';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useDeleteAccount } from '../api/delete-account';
import { ErrorNotice } from './error-notice';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Takes the focus back when the dialog closes (the button that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Asks for the password before the account is deleted (decision 020). The server refuses an
 * owner of a cabin; the dialog then names the cabins and says what to do first. While the call
 * runs the dialog cannot be dismissed.
 */
export function DeleteAccountDialog({ open, onOpenChange, returnFocusTo }: Props) {
  const remove = useDeleteAccount();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        data-testid="delete-account-dialog"
        // The password field takes the focus (it has autoFocus), not the Cancel button.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {/* Mounted only while open, so it starts empty every time. */}
        <DeleteAccountForm remove={remove} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DeleteAccountForm({ remove }: { remove: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useTranslation('settings');
  // Not useCurrentUser: after the deletion the user is null for the last render before the shell goes.
  const username = useMe().data?.username ?? '';
  const cabins = useUserCabins();
  const errorText = useApiErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  const ownerRefusal = () => {
    const owned = (cabins.data ?? []).filter((cabin) => cabin.isOwner).map((cabin) => cabin.name);
    return owned.length > 0
      ? t('account.ownsCabins', { count: owned.length, cabins: owned.join(', ') })
      : errorText(new ApiError(409, '', 'owns_cabins'), t('account.deleteFailed'));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    setFormError(undefined);
    if (!password) {
      setFieldError(t('account.passwordRequired'));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    remove.mutate(
      { password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_password') {
            setFieldError(t('account.wrongPassword'));
            input.current?.focus();
          } else if (error instanceof ApiError && error.code === 'owns_cabins') {
            setFormError(ownerRefusal());
          } else {
            setFormError(errorText(error, t('account.deleteFailed')));
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="delete-account-form">
      <AlertDialogHeader>
        <AlertDialogTitle>{t('account.confirmTitle')}</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="flex flex-col gap-2">
            <p>{t('account.confirmDescription')}</p>
            <p>{t('account.confirmKept')}</p>
          </div>
        </AlertDialogDescription>
      </AlertDialogHeader>
      {/* Lets password managers offer the password saved for this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        id={`${id}-password`}
        ref={input}
        label={t('account.password')}
        error={fieldError}
        name="current-password"
        type="password"
        autoComplete="current-password"
        // The dialog opens to ask for exactly this.
        autoFocus
        value={password}
        disabled={remove.isPending}
        onChange={(event) => {
          setPassword(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        data-testid="delete-account-password"
      />
      {formError ? <ErrorNotice>{formError}</ErrorNotice> : null}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending} data-testid="delete-account-cancel">
          {t('account.cancel')}
        </AlertDialogCancel>
        <Button
          type="submit"
          variant="destructive"
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          data-testid="delete-account-confirm"
        >
          {remove.isPending ? t('account.deleting') : t('account.confirm')}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
