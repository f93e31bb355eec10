import type { addPasskeyFormSchema, Passkey } from '@shared/schemas/passkeys';
import { PASSKEY_NAME_MAX } from '@shared/schemas/passkeys-values';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastSuccess } from '@/components/toast/notify';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import type { PasskeyFailure } from '@/lib/passkey-ceremony';
import { useSchemaForm } from '@/lib/schema-form';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { PasskeyDialog } from './passkey-dialog';

const loadSchema = (): Promise<typeof addPasskeyFormSchema> =>
  import('@shared/schemas/passkeys').then((module) => module.addPasskeyFormSchema);

/** The kind of a failed passkey prompt (a PasskeyCeremonyError, which loads with the prompt), or null. */
function promptFailureOf(error: unknown): PasskeyFailure | null {
  return error instanceof Error && error.name === 'PasskeyCeremonyError' && 'kind' in error
    ? (error.kind as PasskeyFailure)
    : null;
}

/**
 * Passkeys (issue #39): the user's passkeys with name and date, each opened to rename or remove
 * it, and a form that adds one with the device's own prompt (named now or later).
 */
export function PasskeysCard() {
  const { t } = useTranslation('settings');
  const passkeys = usePasskeys();
  const [editing, setEditing] = useState<Passkey | null>(null);

  return (
    <TitledCard title={t('passkeys.title')} description={t('passkeys.description')} testId="passkeys-card">
      <div className="flex flex-col gap-5">
        {/* Said quietly: the rest of Settings works without the list. */}
        {passkeys.isError ? <p className="text-sm text-slate-600">{t('passkeys.loadFailed')}</p> : null}
        {passkeys.data?.length === 0 ? <p className="text-sm text-slate-600">{t('passkeys.empty')}</p> : null}
        {passkeys.data && passkeys.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-slate-100" data-testid="passkey-list">
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onEdit={() => setEditing(passkey)} />
            ))}
          </ul>
        ) : null}
        <AddPasskeyForm />
      </div>
      <PasskeyDialog
        passkey={editing}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </TitledCard>
  );
}

function PasskeyRow({ passkey, onEdit }: { passkey: Passkey; onEdit: () => void }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const name = passkey.name ?? t('passkeys.unnamed');
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="passkey-row">
      <KeyRound className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-slate-900" data-testid="passkey-name">
            {name}
          </span>
          {passkey.backedUp ? <Badge variant="secondary">{t('passkeys.synced')}</Badge> : null}
        </span>
        <span className="text-sm text-slate-600">
          {t('passkeys.added', { date: formatTimestamp(new Date(passkey.createdAt), language) })}
        </span>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onEdit}
        aria-label={t('passkeys.editLabel', { name })}
        data-testid="passkey-edit"
      >
        {t('passkeys.edit')}
      </Button>
    </li>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation('settings');
  const id = useId();
  const add = useAddPasskey();
  const apiMessage = useApiErrorMessage();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { name: '' },
    messages: { name: t('passkeys.errors.nameTooLong', { max: PASSKEY_NAME_MAX }) },
  });
  const failure = form.formState.errors.root?.message;

  if (typeof window.PublicKeyCredential !== 'function')
    return <p className="text-sm text-slate-600">{t('passkeys.errors.unsupported')}</p>;

  const failureText = (error: unknown): string => {
    const prompt = promptFailureOf(error);
    if (prompt === 'cancelled') return t('passkeys.errors.cancelled');
    if (prompt === 'unsupported') return t('passkeys.errors.unsupported');
    if (prompt === 'already-added') return t('passkeys.errors.alreadyAdded');
    if (prompt) return t('passkeys.errors.failed');
    // Better Auth asks for a session under a day old before a new way in is added.
    if (error instanceof ApiError && error.status === 403) return t('passkeys.errors.signInAgain');
    return apiMessage(error, t('passkeys.errors.failed'));
  };

  const onValid = async ({ name }: z.output<typeof addPasskeyFormSchema>) => {
    if (add.isPending) return;
    try {
      const added = await add.mutateAsync({ name: name || undefined });
      form.reset({ name: '' });
      toastSuccess(t('passkeys.addedToast'), added.name ?? undefined);
    } catch (error) {
      form.setError('root', { type: 'server', message: failureText(error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-3"
      data-testid="passkey-add-form"
    >
      <TextField
        id={`${id}-name`}
        {...form.register('name', { onChange: () => form.clearErrors('root') })}
        label={t('passkeys.nameLabel')}
        hint={t('passkeys.nameHint')}
        error={form.formState.errors.name?.message}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
      />
      {failure ? (
        <p role="status" className="text-sm text-slate-700" data-testid="passkey-add-failure">
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        className="self-start"
        disabled={add.isPending}
        aria-busy={add.isPending || undefined}
      >
        <KeyRound aria-hidden="true" />
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </Button>
    </form>
  );
}
