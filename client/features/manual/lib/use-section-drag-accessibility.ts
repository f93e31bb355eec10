import type { UniqueIdentifier } from '@dnd-kit/core';
import type { ManualSection } from '@shared/schemas/manual';
import { useTranslation } from 'react-i18next';
import { dragTexts, sortableAnnouncements } from '@/lib/sortable-announcements';

/** What a screen reader hears while a section is moved, in the chosen language. */
export function useSectionDragAccessibility(sections: readonly ManualSection[]) {
  const { t } = useTranslation('manual');
  const titleOf = (id: UniqueIdentifier) =>
    sections.find((section) => section.id === id)?.title ?? String(id);
  return sortableAnnouncements(
    sections.map((section) => section.id),
    titleOf,
    dragTexts(t),
  );
}
