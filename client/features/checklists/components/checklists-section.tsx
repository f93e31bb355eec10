import { can } from '@shared/policy';
import type { Checklist } from '@shared/schemas/checklists';
import { ListChecks, Pencil, Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { IconButton } from '@/components/icon-button';
import { IconMessageCard, SectionEmpty, SectionPending, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { useBookingViewer } from '@/features/bookings';
import { useChecklists } from '../api/get-checklists';
import { groupByKind } from '../lib/checklist-kinds';
import { ChecklistDialog } from './checklist-dialog';
import { RunList } from './run-list';
import { RunView } from './run-view';
import { StartRunDialog } from './start-run-dialog';

/** The section's own path; an open run is `?run=<id>`, so a reload or a link keeps it open. */
export const CHECKLISTS_PATH = '/checklists';

/**
 * Checklists (/checklists): the cabin's templates grouped by kind, each to start; the owner and
 * admins add and edit them. An open run shows instead of the list; the runs so far follow it.
 */
export function ChecklistsSection() {
  const { t } = useTranslation('shell');
  const { t: tl } = useTranslation('checklists');
  const user = useCurrentUser();
  const viewer = useBookingViewer();
  const [, navigate] = useLocation();
  const runId = new URLSearchParams(useSearch()).get('run');
  const [editing, setEditing] = useState<{ checklist?: Checklist } | null>(null);
  const [starting, setStarting] = useState<Checklist | null>(null);
  const hasCabin = user.currentCabinId !== null;
  const canEdit = hasCabin && can(viewer.role, 'editChecklists');
  const openRun = (id: string) => navigate(`${CHECKLISTS_PATH}?run=${encodeURIComponent(id)}`);

  return (
    <div data-testid="section-checklists" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle>{t('sections.checklists')}</SectionTitle>
        {canEdit && !runId ? (
          <Button className="max-md:w-full" onClick={() => setEditing({})} data-testid="new-checklist-button">
            <Plus aria-hidden="true" />
            {tl('actions.new')}
          </Button>
        ) : null}
      </div>
      {!hasCabin ? (
        <IconMessageCard icon={ListChecks} testId="checklists-no-cabin">
          {tl('noCabin')}
        </IconMessageCard>
      ) : runId ? (
        <RunView runId={runId} onBack={() => navigate(CHECKLISTS_PATH)} />
      ) : (
        <>
          <Templates
            canEdit={canEdit}
            onEdit={(checklist) => setEditing({ checklist })}
            onStart={(checklist) => setStarting(checklist)}
          />
          <RunList onOpen={openRun} />
        </>
      )}
      <ChecklistDialog
        key={editing ? (editing.checklist?.id ?? 'new') : 'edit-closed'}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        checklist={editing?.checklist}
      />
      <StartRunDialog
        key={starting?.id ?? 'start-closed'}
        open={starting !== null}
        onOpenChange={(open) => {
          if (!open) setStarting(null);
        }}
        checklist={starting}
        viewerId={user.id}
        onStarted={(run) => openRun(run.id)}
      />
    </div>
  );
}

function Templates({
  canEdit,
  onEdit,
  onStart,
}: {
  canEdit: boolean;
  onEdit: (checklist: Checklist) => void;
  onStart: (checklist: Checklist) => void;
}) {
  const { t } = useTranslation('checklists');
  const checklists = useChecklists();

  if (!checklists.data) {
    return (
      <SectionPending
        failed={checklists.isError}
        failure={t('loadFailed')}
        onRetry={() => void checklists.refetch()}
        testId="checklists"
      />
    );
  }

  if (checklists.data.length === 0) {
    return (
      <SectionEmpty icon={ListChecks} title={t('empty.title')} testId="checklists-empty">
        {canEdit ? t('empty.descriptionEditor') : t('empty.description')}
      </SectionEmpty>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {groupByKind(checklists.data).map((group) => (
        <section key={group.kind} aria-labelledby={`kind-${group.kind}`} className="flex flex-col gap-3">
          <h2 id={`kind-${group.kind}`} className="text-lg font-semibold text-slate-900">
            {t(`kinds.${group.kind}`)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.checklists.map((checklist) => (
              <li key={checklist.id}>
                <Card className="flex items-center gap-3 p-4" data-testid={`checklist-${checklist.id}`}>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words text-slate-900">{checklist.title}</span>
                    <span className="text-sm text-slate-600">
                      {t('itemCount', { count: checklist.items.length })}
                    </span>
                  </span>
                  {canEdit ? (
                    <IconButton
                      label={t('actions.edit', { title: checklist.title })}
                      icon={Pencil}
                      onClick={() => onEdit(checklist)}
                      data-testid={`edit-checklist-${checklist.id}`}
                    />
                  ) : null}
                  <Button
                    onClick={() => onStart(checklist)}
                    aria-label={t('actions.startNamed', { title: checklist.title })}
                    data-testid={`start-checklist-${checklist.id}`}
                  >
                    <Play aria-hidden="true" />
                    {t('actions.start')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
