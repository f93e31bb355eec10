import type { Checklist, ChecklistFormFields, checklistFormSchema } from '@shared/schemas/checklists';
import {
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_TITLE_MAX,
} from '@shared/schemas/checklists-values';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { IconButton } from '@/components/icon-button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/schema-form';
import { useCreateChecklist } from '../api/create-checklist';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useUpdateChecklist } from '../api/update-checklist';
import { KIND_ORDER } from '../lib/checklist-kinds';

const loadSchema = (): Promise<typeof checklistFormSchema> =>
  import('@shared/schemas/checklists').then((module) => module.checklistFormSchema);

export type ChecklistDialogProps = DialogStateProps & {
  /** Edit this checklist; without it the dialog adds a new one. */
  checklist?: Checklist;
};

/**
 * Add or edit a checklist template (owner, admins): its title, its kind, and its items, added,
 * removed and moved up or down. Deleting asks first; runs already made stay as they were.
 */
export function ChecklistDialog({ open, onOpenChange, checklist }: ChecklistDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="checklist-dialog">
      <ChecklistForm checklist={checklist} />
    </FormDialog>
  );
}

function ChecklistForm({ checklist }: { checklist?: Checklist }) {
  const { t } = useTranslation('checklists');
  const id = useId();
  const create = useCreateChecklist();
  const update = useUpdateChecklist();
  const remove = useDeleteChecklist();
  const form = useSchemaForm(loadSchema, {
    defaultValues: {
      title: checklist?.title ?? '',
      kind: checklist?.kind ?? 'departure',
      // An item's action (issue #41: 'read_meter') rides along unregistered, so an edit keeps it.
      items: checklist?.items.map((item) => ({
        id: item.id,
        text: item.text,
        ...(item.action ? { action: item.action } : {}),
      })) ?? [{ text: '' }],
    },
    messages: {
      title: t('validation.title'),
      items: t('validation.tooManyItems', { max: CHECKLIST_ITEMS_MAX }),
    },
  });
  // `key`, not the default `id`: an item's own id is one of the values sent.
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  const errors = form.formState.errors;
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending);
  const { busy } = dialog;

  const save = (fields: ChecklistFormFields) =>
    dialog.run(
      () => (checklist ? update.mutateAsync({ id: checklist.id, body: fields }) : create.mutateAsync(fields)),
      {
        failure: t('errors.saveFailed'),
        success: [checklist ? t('toasts.updated') : t('toasts.created'), fields.title],
      },
    );

  return (
    <DialogForm
      dialog={dialog}
      onSubmit={form.handleSubmit((fields) => void save(fields))}
      title={checklist ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={t('dialog.description')}
      submitLabel={busy ? t('dialog.saving') : checklist ? t('dialog.save') : t('dialog.submit')}
      submitTestId="checklist-submit"
      deletion={
        checklist && {
          id: checklist.id,
          remove,
          label: t('dialog.delete'),
          testId: 'checklist-delete-button',
          confirm: {
            title: t('confirmDelete.title'),
            description: t('confirmDelete.description', { title: checklist.title }),
            confirmLabel: t('confirmDelete.confirm'),
            pendingLabel: t('confirmDelete.pending'),
          },
          failureTitle: t('errors.deleteFailed'),
          successTitle: t('toasts.deleted'),
        }
      }
    >
      <TextField
        id={`${id}-title`}
        label={t('dialog.title')}
        {...form.register('title')}
        autoComplete="off"
        maxLength={CHECKLIST_TITLE_MAX}
        required
        disabled={busy}
        error={errors.title?.message}
      />
      <SelectField id={`${id}-kind`} label={t('dialog.kind')} disabled={busy} {...form.register('kind')}>
        {KIND_ORDER.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('dialog.items')}</legend>
        {items.fields.length === 0 ? <p className="text-sm text-slate-600">{t('dialog.noItems')}</p> : null}
        <ol className="flex flex-col gap-2">
          {items.fields.map((field, index) => {
            const itemError = errors.items?.[index]?.text ? t('validation.itemText') : undefined;
            const label = t('dialog.itemLabel', { number: index + 1 });
            return (
              <li key={field.key} className="flex flex-col gap-1" data-testid="checklist-item-row">
                <div className="flex items-center gap-1">
                  <Input
                    aria-label={label}
                    {...form.register(`items.${index}.text`)}
                    maxLength={CHECKLIST_ITEM_TEXT_MAX}
                    autoComplete="off"
                    disabled={busy}
                    aria-invalid={itemError ? true : undefined}
                    className="flex-1"
                  />
                  <IconButton
                    label={t('dialog.moveUp', { number: index + 1 })}
                    disabled={busy || index === 0}
                    onClick={() => items.move(index, index - 1)}
                    icon={ArrowUp}
                  />
                  <IconButton
                    label={t('dialog.moveDown', { number: index + 1 })}
                    disabled={busy || index === items.fields.length - 1}
                    onClick={() => items.move(index, index + 1)}
                    icon={ArrowDown}
                  />
                  <IconButton
                    label={t('dialog.removeItem', { number: index + 1 })}
                    disabled={busy}
                    onClick={() => items.remove(index)}
                    icon={Trash2}
                  />
                </div>
                {field.action === 'read_meter' ? (
                  <p className="text-sm text-slate-600">{t('dialog.readMeterHint')}</p>
                ) : null}
                {itemError ? (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {itemError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={busy || items.fields.length >= CHECKLIST_ITEMS_MAX}
          onClick={() => items.append({ text: '' })}
          data-testid="checklist-add-item"
        >
          <Plus aria-hidden="true" />
          {t('dialog.addItem')}
        </Button>
        {/* Issue #41: an item that opens the meter-reading form with the run's stay filled in. */}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={busy || items.fields.length >= CHECKLIST_ITEMS_MAX}
          onClick={() => items.append({ text: t('dialog.readMeterText'), action: 'read_meter' })}
          data-testid="checklist-add-read-meter"
        >
          <Plus aria-hidden="true" />
          {t('dialog.addReadMeter')}
        </Button>
        {errors.items?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.items.message}
          </p>
        ) : null}
      </fieldset>
    </DialogForm>
  );
}
