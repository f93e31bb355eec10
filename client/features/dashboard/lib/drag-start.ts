/**
 * A press on a widget's drag handle that came before the sorting code had loaded (issue #18):
 * the grid without dnd-kit keeps it, and the sortable grid hands it to dnd-kit's handler for the
 * same event once it has mounted, so the first drag works as every later one does.
 */
export type PendingDragStart = {
  widgetId: string;
  /** dnd-kit's listener for this kind of press (its sensors listen to these three). */
  listener: 'onMouseDown' | 'onTouchStart' | 'onKeyDown';
  event: MouseEvent | TouchEvent | KeyboardEvent;
};

/** The keys that pick a widget up (dnd-kit's keyboard sensor's defaults). */
const PICK_UP_KEYS = new Set(['Space', 'Enter']);

export function isPickUpKey(event: KeyboardEvent): boolean {
  return PICK_UP_KEYS.has(event.code);
}
