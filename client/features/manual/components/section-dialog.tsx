import { MANUAL_SECTION_BODY_MAX, MANUAL_SECTION_TITLE_MAX } from '@shared/constants';
import type { createManualSectionBodySchema, ManualSection } from '@shared/schemas/manual';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, useDialogWrite } from '@/components/dialog-form';
import { type DialogStateProps, FormDialog } from '@/components/dialog-shell';
import { TextareaField, TextField } from '@/components/text-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSchemaForm } from '@/lib/schema-form';
import { type CreateManualSectionBody, useCreateManualSection } from '../api/create-section';
import { useDeleteManualSection } from '../api/delete-section';
import { useUpdateManualSection } from '../api/update-section';
import { AddPhotoButton } from './add-photo-button';
import { ManualMarkdown } from './manual-markdown';

const loadSchema = (): Promise<typeof createManualSectionBodySchema> =>
  import('@shared/schemas/manual').then((module) => module.createManualSectionBodySchema);

export type SectionDialogProps = DialogStateProps & {
  /** Edit this section; without it the dialog adds a new one at the end. */
  section?: ManualSection;
};

/** Add a section to the manual, or edit or delete one (the owner and admins). */
export function SectionDialog({ open, onOpenChange, section }: SectionDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} testId="manual-section-dialog">
      <SectionForm section={section} />
    </FormDialog>
  );
}

type Tab = 'write' | 'preview';

function SectionForm({ section }: { section?: ManualSection }) {
  const { t } = useTranslation('manual');
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const create = useCreateManualSection();
  const update = useUpdateManualSection();
  const remove = useDeleteManualSection();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { title: section?.title ?? '', body: section?.body ?? '' },
    messages: {
      title: {
        too_small: t('validation.title'),
        default: t('validation.tooLong', { max: MANUAL_SECTION_TITLE_MAX }),
      },
      body: t('validation.tooLong', { max: MANUAL_SECTION_BODY_MAX }),
    },
  });
  const errors = form.formState.errors;
  // Where the cursor was in the text; null until the user put it there (the photo then goes last).
  const cursor = useRef<number | null>(null);
  const [uploading, setUploading] = useState(false);
  // Saving while a photo uploads would save the text without it.
  const dialog = useDialogWrite(create.isPending || update.isPending || remove.isPending || uploading);
  const { busy } = dialog;

  const save = (fields: CreateManualSectionBody) =>
    dialog.run(
      async () => {
        if (!section) return create.mutateAsync(fields);
        // Only what changed: another editor's change to the other field is kept.
        const body = {
          ...(fields.title !== section.title ? { title: fields.title } : {}),
          ...(fields.body !== section.body ? { body: fields.body } : {}),
        };
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: section.id, body });
      },
      {
        failure: t('errors.saveFailed'),
        success: [section ? t('toasts.updated') : t('toasts.created'), fields.title],
      },
    );

  /**
   * The photo's Markdown at the cursor, the cursor then after it. With no cursor yet it goes at
   * the end as a paragraph of its own: right after a list it would become part of the last item.
   */
  const insertPhoto = (markdown: string) => {
    const text = form.getValues('body') ?? '';
    const at = cursor.current === null ? null : Math.min(cursor.current, text.length);
    const before = at === null ? (text.trim() === '' ? '' : `${text.trimEnd()}\n\n`) : text.slice(0, at);
    const after = at === null ? '\n' : text.slice(at);
    form.setValue('body', `${before}${markdown}${after}`, { shouldDirty: true });
    cursor.current = before.length + markdown.length;
  };

  return (
    <DialogForm
      dialog={dialog}
      // A problem with the text is shown where the text is written.
      onSubmit={form.handleSubmit(
        (fields) => void save(fields),
        (problems) => {
          if (problems.body) setTab('write');
        },
      )}
      className="min-w-0"
      title={section ? t('sectionDialog.editTitle') : t('sectionDialog.createTitle')}
      description={t('sectionDialog.description')}
      submitLabel={
        busy ? t('sectionDialog.saving') : section ? t('sectionDialog.save') : t('sectionDialog.submit')
      }
      submitTestId="manual-section-submit"
      deletion={
        section && {
          id: section.id,
          remove,
          label: t('sectionDialog.delete'),
          testId: 'manual-section-delete',
          confirm: {
            title: t('confirmDelete.title'),
            description: t('confirmDelete.description', { title: section.title }),
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
        label={t('sectionDialog.title')}
        {...form.register('title')}
        autoComplete="off"
        maxLength={MANUAL_SECTION_TITLE_MAX}
        required
        disabled={busy}
        error={errors.title?.message}
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="write" data-testid="manual-tab-write">
            {t('sectionDialog.write')}
          </TabsTrigger>
          <TabsTrigger value="preview" data-testid="manual-tab-preview">
            {t('sectionDialog.preview')}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while previewing: the field stays registered with what was written. */}
        <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
          <TextareaField
            id={`${id}-body`}
            label={t('sectionDialog.body')}
            hint={t('sectionDialog.bodyHint')}
            {...form.register('body')}
            onSelect={(event) => {
              cursor.current = event.currentTarget.selectionStart;
            }}
            rows={10}
            maxLength={MANUAL_SECTION_BODY_MAX}
            disabled={busy}
            error={errors.body?.message}
            className="font-mono text-sm"
          />
          <div className="mt-2">
            <AddPhotoButton
              disabled={create.isPending || update.isPending || remove.isPending}
              onPendingChange={setUploading}
              onUploaded={insertPhoto}
            />
          </div>
        </TabsContent>
        <TabsContent value="preview" data-testid="manual-section-preview">
          <Preview source={form.watch('body') ?? ''} />
        </TabsContent>
      </Tabs>
    </DialogForm>
  );
}

function Preview({ source }: { source: string }) {
  const { t } = useTranslation('manual');
  return (
    <div className="min-h-40 rounded-md border border-slate-200 bg-sand-50 px-4 py-3">
      {source.trim() === '' ? (
        <p className="text-sm text-slate-600">{t('sectionDialog.previewEmpty')}</p>
      ) : (
        <ManualMarkdown source={source} />
      )}
    </div>
  );
}
