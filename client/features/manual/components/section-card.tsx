import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { ManualSection } from '@shared/schemas/manual';
import { GripVertical, Pencil } from 'lucide-react';
import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useRelativeTime } from '@/lib/use-relative-time';
import { ManualMarkdown } from './manual-markdown';

/** What a sortable card gets from dnd-kit: its node, its handle and where it is being dragged. */
export type DragHandle = {
  setNodeRef: Ref<HTMLElement>;
  setActivatorNodeRef: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  isDragging: boolean;
};

type SectionCardProps = {
  section: ManualSection;
  /** The owner's and admins' controls: Edit, and the handle that moves the card. */
  onEdit?: (section: ManualSection) => void;
  drag?: DragHandle;
};

/** One section of the manual: its title, its Markdown, and who changed it last and when. */
export function SectionCard({ section, onEdit, drag }: SectionCardProps) {
  const { t } = useTranslation('manual');
  const timeOf = useRelativeTime();
  const time = timeOf(section.updatedAt);
  const titleId = `manual-section-title-${section.id}`;
  const move = t('sections.move', { title: section.title });
  const edit = t('sections.edit', { title: section.title });
  return (
    <Card
      ref={drag?.setNodeRef}
      style={drag?.style}
      aria-labelledby={titleId}
      data-testid={`manual-section-${section.id}`}
      data-dragging={drag?.isDragging ? 'true' : undefined}
      className={cn(
        'flex min-w-0 flex-col',
        drag?.isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500',
      )}
    >
      <div className={cn('flex items-center gap-1 pt-3 pr-3', drag ? 'pl-1' : 'pl-5')}>
        {drag ? (
          <button
            type="button"
            ref={drag.setActivatorNodeRef}
            {...drag.attributes}
            {...drag.listeners}
            aria-label={move}
            title={move}
            data-testid="manual-section-handle"
            className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing"
          >
            <GripVertical className="size-5" aria-hidden="true" />
          </button>
        ) : null}
        <h2 id={titleId} className="min-w-0 flex-1 py-1 text-lg font-semibold break-words text-slate-900">
          {section.title}
        </h2>
        {onEdit ? (
          <IconButton
            label={edit}
            icon={Pencil}
            className="size-9 shrink-0 text-slate-600"
            onClick={() => onEdit(section)}
            data-testid="manual-section-edit"
          />
        ) : null}
      </div>
      <ManualMarkdown source={section.body} className="px-5 pt-1" />
      <p className="px-5 pt-3 pb-4 text-xs text-slate-600" data-testid="manual-section-changed">
        <time dateTime={section.updatedAt} title={time.full ?? undefined}>
          {section.updatedBy
            ? t('sections.changedBy', { name: section.updatedBy, time: time.relative })
            : t('sections.changed', { time: time.relative })}
        </time>
      </p>
    </Card>
  );
}
