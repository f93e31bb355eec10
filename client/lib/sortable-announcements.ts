import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

type Place = { title: string; position: number; count: number };

/** A sortable list's texts in the chosen language (dnd-kit's own are English only). */
export type SortableTexts = {
  instructions: string;
  start: (place: Place) => string;
  over: (place: Place) => string;
  end: (place: Place) => string;
  cancel: (item: { title: string }) => string;
};

/** The keys of a namespace's texts for its sortable list. */
type DragTextKey = 'drag.instructions' | 'drag.start' | 'drag.over' | 'drag.end' | 'drag.cancel';

/** A sortable list's texts from its namespace's `drag.*` keys. */
export function dragTexts(
  t: (key: DragTextKey, values?: Place | { title: string }) => string,
): SortableTexts {
  return {
    instructions: t('drag.instructions'),
    start: (place) => t('drag.start', place),
    over: (place) => t('drag.over', place),
    end: (place) => t('drag.end', place),
    cancel: (item) => t('drag.cancel', item),
  };
}

/**
 * What a screen reader hears while an item of a sortable list is moved: how to pick one up, and
 * where it is as it moves (the dashboard's widgets, the manual's sections).
 */
export function sortableAnnouncements(
  ids: readonly UniqueIdentifier[],
  titleOf: (id: UniqueIdentifier) => string,
  texts: SortableTexts,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const count = ids.length;
  const place = (id: UniqueIdentifier, at: UniqueIdentifier) => ({
    title: titleOf(id),
    position: ids.indexOf(at) + 1,
    count,
  });
  return {
    screenReaderInstructions: { draggable: texts.instructions },
    announcements: {
      onDragStart: ({ active }) => texts.start(place(active.id, active.id)),
      onDragOver: ({ active, over }) => (over ? texts.over(place(active.id, over.id)) : undefined),
      onDragEnd: ({ active, over }) =>
        over ? texts.end(place(active.id, over.id)) : texts.cancel({ title: titleOf(active.id) }),
      onDragCancel: ({ active }) => texts.cancel({ title: titleOf(active.id) }),
    },
  };
}
