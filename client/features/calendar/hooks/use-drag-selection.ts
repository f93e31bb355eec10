import { CALENDAR_TOUCH_HOLD_MS } from '@shared/constants';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { DragSelection, type PointerSample } from '../lib/drag-selection';
import type { NightRange } from '../lib/selection';

/** The day cell (`data-date`) at a point, or under the event's target where hit testing is missing. */
function dateAt(x: number, y: number, fallback: EventTarget | null): string | null {
  const hit = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const element = hit ?? (fallback instanceof Element ? fallback : null);
  return element?.closest<HTMLElement>('[data-date]')?.dataset.date ?? null;
}

function sampleOf(event: PointerEvent | ReactPointerEvent): PointerSample {
  return {
    pointerId: event.pointerId,
    pointerType: event.pointerType,
    x: event.clientX,
    y: event.clientY,
    date: dateAt(event.clientX, event.clientY, event.target),
  };
}

type Options = {
  /** A day a selection may start on or grow over. */
  isSelectable: (date: string) => boolean;
  onComplete: (range: NightRange) => void;
};

/**
 * Pointer-driven night selection on the month grid (see DragSelection for the rules). Returns the
 * live range and the grid's pointer-down handler; the moves and the release are followed on the
 * window so a drag may leave the grid. While a touch selection runs, the page does not scroll.
 */
export function useDragSelection({ isSelectable, onComplete }: Options) {
  const [range, setRange] = useState<NightRange | null>(null);
  const latest = useRef({ isSelectable, onComplete });
  latest.current = { isSelectable, onComplete };
  const detach = useRef<(() => void) | null>(null);

  const controller = useRef<DragSelection | null>(null);
  if (controller.current === null) {
    controller.current = new DragSelection({
      holdMs: CALENDAR_TOUCH_HOLD_MS,
      isSelectable: (date) => latest.current.isSelectable(date),
      onChange: setRange,
      onComplete: (nights) => latest.current.onComplete(nights),
    });
  }
  const selection = controller.current;

  useEffect(
    () => () => {
      detach.current?.();
      selection.cancel();
    },
    [selection],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch' && event.button !== 0) return;
    if (!selection.down(sampleOf(event))) return;
    // A mouse drag would otherwise select text; a touch must stay free to scroll until the hold.
    if (event.pointerType !== 'touch') event.preventDefault();
    if (detach.current) return;

    const end = () => {
      detach.current?.();
    };
    const onMove = (moved: PointerEvent) => {
      if (selection.move(sampleOf(moved))) moved.preventDefault();
      if (!selection.active) end();
    };
    const onUp = (released: PointerEvent) => {
      selection.up({ pointerId: released.pointerId });
      if (!selection.active) end();
    };
    const onCancel = () => {
      selection.cancel();
      end();
    };
    // After the hold the finger drags the selection, not the page.
    const onTouchMove = (touch: TouchEvent) => {
      if (selection.selecting && touch.cancelable) touch.preventDefault();
    };
    // A long press would open the context menu (Android) or the callout (iOS).
    const onContextMenu = (menu: Event) => {
      if (selection.active) menu.preventDefault();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    window.addEventListener('contextmenu', onContextMenu);
    detach.current = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('contextmenu', onContextMenu);
      detach.current = null;
    };
  };

  return { range, onPointerDown };
}
