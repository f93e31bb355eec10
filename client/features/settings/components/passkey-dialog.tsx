import type { Passkey, passkeyNameFormSchema } from '@shared/schemas/passkeys';
import { PASSKEY_NAME_MAX } from '@shared/schemas/passkeys-values';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { TextField } from '@/components/text-field';
import { useSchemaForm } from '@/lib/schema-form';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRenamePasskey } from '../api/rename-passkey';

const loadSchema = (): Promise<typeof passkeyNameFormSchema> =>
  import('@shared/schemas/passkeys').then((module) => module.passkeyNameFormSchema);

/** One passkey of the user's: rename it, or remove it after a confirmation (issue #39). */
export function PasskeyDialog({
  passkey,
  open,
  onOpenChange,
}: DialogStateProps & { passkey: Passkey | null }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="passkey-dialog">
      {passkey ? <PasskeyForm passkey={passkey} /> : null}
    </FormDialog>
  );
}

function PasskeyForm({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { name: passkey.name ?? '' },
    messages: {
      name: {
        too_small: t('passkeys.errors.nameRequired'),
        too_big: t('passkeys.errors.nameTooLong', { max: PASSKEY_NAME_MAX }),
      },
    },
  });
  const dialog = useDialogWrite(rename.isPending || remove.isPending);
  const shownName = passkey.name ?? t('passkeys.unnamed');

  const save = ({ name }: z.output<typeof passkeyNameFormSchema>) =>
    dialog.run(() => rename.mutateAsync({ id: passkey.id, name }), {
      failure: { inDialog: t('passkeys.dialog.saveFailed') },
      success: [t('passkeys.dialog.saved'), name],
    });

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((values) => void save(values))}
      title={t('passkeys.dialog.title')}
      description={t('passkeys.dialog.description')}
      submitLabel={dialog.busy ? t('passkeys.dialog.saving') : t('passkeys.dialog.save')}
      submitTestId="passkey-save"
      deletion={{
        id: passkey.id,
        remove,
        label: t('passkeys.dialog.remove'),
        testId: 'passkey-remove',
        confirm: {
          title: t('passkeys.confirmRemove.title'),
          description: t('passkeys.confirmRemove.description', { name: shownName }),
          confirmLabel: t('passkeys.confirmRemove.confirm'),
          pendingLabel: t('passkeys.confirmRemove.pending'),
        },
        failureTitle: t('passkeys.confirmRemove.failed'),
        successTitle: t('passkeys.confirmRemove.done'),
      }}
    >
      <TextField
        id={`${id}-name`}
        {...form.register('name')}
        label={t('passkeys.dialog.name')}
        error={form.formState.errors.name?.message}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
      />
    </DialogForm>
  );
}
