import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ManualSection } from '@shared/schemas/manual';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/components/toast/notify';
import { useSortableSensors } from '@/lib/sortable-sensors';
import { useReorderManualSections } from '../api/reorder-sections';
import { useSectionDragAccessibility } from '../lib/use-section-drag-accessibility';
import { SectionCard } from './section-card';

type SectionListProps = {
  sections: ManualSection[];
  /** Given to the owner and admins: each card can then be edited and moved. */
  onEdit?: (section: ManualSection) => void;
};

/** The manual's sections in their order; for the owner and admins, reordered by drag. */
export function SectionList({ sections, onEdit }: SectionListProps) {
  const { t } = useTranslation('manual');
  if (sections.length === 0) {
    return (
      <p className="text-sm text-slate-600" data-testid="manual-sections-empty">
        {t('sections.empty')}
      </p>
    );
  }
  if (!onEdit) {
    return (
      <div className="flex flex-col gap-4" data-testid="manual-sections">
        {sections.map((section) => (
          <SectionCard key={section.id} section={section} />
        ))}
      </div>
    );
  }
  return <SortableSections sections={sections} onEdit={onEdit} />;
}

function SortableSections({ sections, onEdit }: Required<SectionListProps>) {
  const { t } = useTranslation('manual');
  const reorder = useReorderManualSections();
  const accessibility = useSectionDragAccessibility(sections);
  const sensors = useSortableSensors();

  const ids = sections.map((section) => section.id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    reorder.mutate({ ids: next }, { onError: (error) => toastFailure(t('errors.reorderFailed'), error) });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      {/* One column of sections of different heights: the vertical list strategy places them right. */}
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div className="flex flex-col gap-4" data-testid="manual-sections">
          {sections.map((section) => (
            <SortableSectionCard key={section.id} section={section} onEdit={onEdit} />
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

function SortableSectionCard({
  section,
  onEdit,
}: {
  section: ManualSection;
  onEdit: (section: ManualSection) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: section.id });
  return (
    <SectionCard
      section={section}
      onEdit={onEdit}
      drag={{
        setNodeRef,
        setActivatorNodeRef,
        attributes,
        listeners,
        style: { transform: CSS.Translate.toString(transform), transition },
        isDragging,
      }}
    />
  );
}
