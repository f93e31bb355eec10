import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from './widget-layout';

/**
 * What a screen reader hears while a widget is moved, in the chosen language (dnd-kit's own
 * texts are English only): how to pick one up, and where it is as it moves.
 */
export function useDragAccessibility(widgets: readonly WidgetConfig[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('dashboard');
  const count = widgets.length;
  const titleOf = (id: UniqueIdentifier) => {
    const widget = widgets.find((candidate) => candidate.id === id);
    return widget ? t(`widgets.${widget.type}.title`) : String(id);
  };
  const positionOf = (id: UniqueIdentifier) => widgets.findIndex((widget) => widget.id === id) + 1;
  return {
    screenReaderInstructions: { draggable: t('drag.instructions') },
    announcements: {
      onDragStart: ({ active }) =>
        t('drag.start', { title: titleOf(active.id), position: positionOf(active.id), count }),
      onDragOver: ({ active, over }) =>
        over
          ? t('drag.over', { title: titleOf(active.id), position: positionOf(over.id), count })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.end', { title: titleOf(active.id), position: positionOf(over.id), count })
          : t('drag.cancel', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancel', { title: titleOf(active.id) }),
    },
  };
}
