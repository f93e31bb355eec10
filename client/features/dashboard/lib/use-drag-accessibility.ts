import type { UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { dragTexts, sortableAnnouncements } from '@/lib/sortable-announcements';
import type { WidgetConfig } from './widget-layout';

/** What a screen reader hears while a widget is moved, in the chosen language. */
export function useDragAccessibility(widgets: readonly WidgetConfig[]) {
  const { t } = useTranslation('dashboard');
  const titleOf = (id: UniqueIdentifier) => {
    const widget = widgets.find((candidate) => candidate.id === id);
    return widget ? t(`widgets.${widget.type}.title`) : String(id);
  };
  return sortableAnnouncements(
    widgets.map((widget) => widget.id),
    titleOf,
    dragTexts(t),
  );
}
