import {
  MANUAL_CONTACT_NAME_MAX,
  MANUAL_CONTACT_PHONE_MAX,
  MANUAL_CONTACTS_MAX,
  MANUAL_FACT_MAX,
  MANUAL_LONG_FACT_MAX,
} from '@shared/constants';
import type { ManualFacts, manualFactsSchema } from '@shared/schemas/manual';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { IconButton } from '@/components/icon-button';
import { TextareaField, TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/schema-form';
import { useSaveManualFacts } from '../api/save-facts';

const loadSchema = (): Promise<typeof manualFactsSchema> =>
  import('@shared/schemas/manual').then((module) => module.manualFactsSchema);

export type FactsDialogProps = DialogStateProps & { facts: ManualFacts };

/** Edit the manual's key facts (the owner and admins): wifi, door code, address, ... contacts. */
export function FactsDialog({ open, onOpenChange, facts }: FactsDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="manual-facts-dialog">
      <FactsForm facts={facts} />
    </FormDialog>
  );
}

type FactsForm = UseFormReturn<ManualFacts, unknown, ManualFacts>;

function FactsForm({ facts }: { facts: ManualFacts }) {
  const { t } = useTranslation('manual');
  const id = useId();
  const save = useSaveManualFacts();
  const tooLong = t('validation.tooLong', { max: MANUAL_FACT_MAX });
  const longTooLong = t('validation.tooLong', { max: MANUAL_LONG_FACT_MAX });
  const form: FactsForm = useSchemaForm(loadSchema, {
    defaultValues: { ...facts, contacts: facts.contacts.map((contact) => ({ ...contact })) },
    messages: {
      wifiName: tooLong,
      wifiPassword: tooLong,
      doorCode: tooLong,
      address: tooLong,
      directions: longTooLong,
      emergency: longTooLong,
    },
  });
  const errors = form.formState.errors;
  const dialog = useDialogWrite(save.isPending);
  const { busy } = dialog;

  const onValid = (values: ManualFacts) =>
    dialog.run(() => save.mutateAsync(values), {
      failure: t('errors.factsFailed'),
      success: [t('toasts.factsSaved')],
    });

  const text = (name: 'wifiName' | 'wifiPassword' | 'doorCode' | 'address', autoComplete = 'off') => {
    return (
      <TextField
        id={`${id}-${name}`}
        label={t(`factsDialog.${name}`)}
        {...form.register(name)}
        autoComplete={autoComplete}
        maxLength={MANUAL_FACT_MAX}
        disabled={busy}
        error={errors[name]?.message}
        data-testid={`manual-fact-${name}`}
      />
    );
  };

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit(onValid)}
      className="min-w-0"
      title={t('factsDialog.title')}
      description={t('factsDialog.description')}
      submitLabel={busy ? t('factsDialog.saving') : t('factsDialog.save')}
      submitTestId="manual-facts-submit"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('wifiName')}
        {text('wifiPassword')}
        {text('doorCode')}
        {text('address', 'street-address')}
      </div>
      <TextareaField
        id={`${id}-directions`}
        label={t('factsDialog.directions')}
        {...form.register('directions')}
        rows={3}
        maxLength={MANUAL_LONG_FACT_MAX}
        disabled={busy}
        error={errors.directions?.message}
      />
      <TextareaField
        id={`${id}-emergency`}
        label={t('factsDialog.emergency')}
        {...form.register('emergency')}
        rows={3}
        maxLength={MANUAL_LONG_FACT_MAX}
        disabled={busy}
        error={errors.emergency?.message}
      />
      <ContactFields form={form} idPrefix={id} disabled={busy} />
    </DialogForm>
  );
}

type Contact = ManualFacts['contacts'][number];

/**
 * The contacts: a name, a role and a phone number each, added and removed one at a time. The
 * inputs are controlled through `setValue`, as the task dialog's date fields are, rather than
 * with React Hook Form's `useFieldArray`, which would add 2 KB to the signed-in shell's chunk
 * (React Hook Form lives there, decision 029) for this one form.
 */
function ContactFields({
  form,
  idPrefix,
  disabled,
}: {
  form: FactsForm;
  idPrefix: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('manual');
  const contacts = form.watch('contacts');
  // A key per row that stays with it when a row above is removed.
  const nextKey = useRef(contacts.length);
  const [keys, setKeys] = useState(() => contacts.map((_, index) => index));
  const setContacts = (next: Contact[]) =>
    form.setValue('contacts', next, { shouldValidate: form.formState.isSubmitted });
  const change = (index: number, field: keyof Contact, value: string) =>
    setContacts(contacts.map((contact, at) => (at === index ? { ...contact, [field]: value } : contact)));
  const add = () => {
    setKeys([...keys, nextKey.current++]);
    setContacts([...contacts, { name: '', role: '', phone: '' }]);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, at) => at !== index));
    setContacts(contacts.filter((_, at) => at !== index));
  };
  // Each contact's own problems, shown under its fields in the chosen language.
  const problems = form.formState.errors.contacts;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="manual-contacts-fields">
      <legend className="mb-2 text-sm font-medium text-slate-900">{t('factsDialog.contacts')}</legend>
      {contacts.map((contact, index) => {
        const number = index + 1;
        const key = keys[index] ?? index;
        const id = `${idPrefix}-contact-${key}`;
        const problem = problems?.[index];
        return (
          <fieldset key={key} className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="sr-only">{t('factsDialog.contactNumber', { number })}</legend>
            <div className="flex items-start gap-2">
              <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                <TextField
                  id={`${id}-name`}
                  label={t('factsDialog.contactName')}
                  name={`contact-${number}-name`}
                  value={contact.name}
                  onChange={(event) => change(index, 'name', event.target.value)}
                  autoComplete="off"
                  maxLength={MANUAL_CONTACT_NAME_MAX}
                  disabled={disabled}
                  error={problem?.name ? t('validation.contactName') : undefined}
                />
                <TextField
                  id={`${id}-phone`}
                  label={t('factsDialog.contactPhone')}
                  name={`contact-${number}-phone`}
                  value={contact.phone}
                  onChange={(event) => change(index, 'phone', event.target.value)}
                  type="tel"
                  autoComplete="off"
                  maxLength={MANUAL_CONTACT_PHONE_MAX}
                  disabled={disabled}
                  error={problem?.phone ? t('validation.contactPhone') : undefined}
                />
              </div>
              <IconButton
                label={t('factsDialog.removeContact', { number })}
                icon={Trash2}
                className="mt-6 size-9 shrink-0 text-slate-600"
                disabled={disabled}
                onClick={() => remove(index)}
                data-testid="manual-remove-contact"
              />
            </div>
            <TextField
              id={`${id}-role`}
              label={t('factsDialog.contactRole')}
              hint={t('factsDialog.contactRoleHint')}
              name={`contact-${number}-role`}
              value={contact.role}
              onChange={(event) => change(index, 'role', event.target.value)}
              autoComplete="off"
              maxLength={MANUAL_CONTACT_NAME_MAX}
              disabled={disabled}
              error={problem?.role ? t('validation.tooLong', { max: MANUAL_CONTACT_NAME_MAX }) : undefined}
            />
          </fieldset>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={disabled || contacts.length >= MANUAL_CONTACTS_MAX}
        onClick={add}
        data-testid="manual-add-contact"
      >
        <Plus aria-hidden="true" />
        {t('factsDialog.addContact')}
      </Button>
    </fieldset>
  );
}
