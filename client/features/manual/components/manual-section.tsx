import type { ManualSection as Section } from '@shared/schemas/manual';
import { NotebookText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionPending, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useCan } from '@/features/cabins';
import { useManual } from '../api/get-manual';
import { FactsDialog } from './facts-dialog';
import { ManualFacts } from './manual-facts';
import { SectionDialog } from './section-dialog';
import { SectionList } from './section-list';

/** Which dialog is open: the key facts, a new section, or a section to edit. */
type OpenDialog = { kind: 'facts' } | { kind: 'section'; section?: Section };

/**
 * The house manual (/manual, issue #15): the key facts at the top, then the sections in their
 * order. Every member reads it; the owner and admins edit the facts, add, edit, delete and
 * reorder sections. A chunk of its own, with the Markdown renderer and the QR code.
 */
export function ManualSection() {
  const { t } = useTranslation('shell');
  const { t: tm } = useTranslation('manual');
  const user = useCurrentUser();
  const canEdit = useCan()('editManual');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const hasCabin = user.currentCabinId !== null;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div data-testid="section-manual" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <SectionTitle>{t('sections.manual')}</SectionTitle>
          <p className="text-slate-600">{tm('description')}</p>
        </div>
        {hasCabin && canEdit ? (
          <Button
            className="max-md:w-full"
            onClick={() => setDialog({ kind: 'section' })}
            data-testid="manual-new-section"
          >
            <Plus aria-hidden="true" />
            {tm('sections.add')}
          </Button>
        ) : null}
      </div>
      {hasCabin ? (
        <ManualContent canEdit={canEdit} onOpen={setDialog} dialog={dialog} onDialogChange={close} />
      ) : (
        <IconMessageCard icon={NotebookText} testId="manual-no-cabin">
          {tm('noCabin')}
        </IconMessageCard>
      )}
    </div>
  );
}

type ManualContentProps = {
  canEdit: boolean;
  dialog: OpenDialog | null;
  onOpen: (dialog: OpenDialog) => void;
  onDialogChange: (open: boolean) => void;
};

function ManualContent({ canEdit, dialog, onOpen, onDialogChange }: ManualContentProps) {
  const { t } = useTranslation('manual');
  const manual = useManual();

  if (!manual.data) {
    return (
      <SectionPending
        failed={manual.isError}
        failure={t('loadFailed')}
        onRetry={() => void manual.refetch()}
        testId="manual"
      />
    );
  }

  const { facts, sections } = manual.data;
  const editSection = canEdit ? (section: Section) => onOpen({ kind: 'section', section }) : undefined;
  const editingSection = dialog?.kind === 'section' ? dialog.section : undefined;
  return (
    <>
      <ManualFacts facts={facts} onEdit={canEdit ? () => onOpen({ kind: 'facts' }) : undefined} />
      <SectionList sections={sections} onEdit={editSection} />
      {canEdit ? (
        <>
          <FactsDialog open={dialog?.kind === 'facts'} onOpenChange={onDialogChange} facts={facts} />
          <SectionDialog
            key={dialog?.kind === 'section' ? (editingSection?.id ?? 'new') : 'closed'}
            open={dialog?.kind === 'section'}
            onOpenChange={onDialogChange}
            section={editingSection}
          />
        </>
      ) : null}
    </>
  );
}
