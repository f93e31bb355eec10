import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_ACTIVATION_PX, TOUCH_DELAY_MS, TOUCH_TOLERANCE_PX } from '@shared/constants';

/**
 * How a sortable list's items are picked up (product section 2; the dashboard's widgets, the
 * manual's sections): a mouse after 8 px, a touch held 200 ms (moving under 5 px meanwhile) so a
 * phone still scrolls, or the keyboard. The mouse sensor, not the pointer sensor: a touch fires
 * pointer events too and must wait for its hold.
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
