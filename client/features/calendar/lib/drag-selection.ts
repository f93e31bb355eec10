import { type NightRange, rangeFromAnchor, sameRange } from './selection';

/** How far (px) a finger may drift during the hold before it counts as a scroll. */
export const TOUCH_HOLD_TOLERANCE_PX = 10;

/** One pointer event, reduced to what the selection needs; `date` is the day under the pointer. */
export type PointerSample = {
  pointerId: number;
  pointerType: string;
  x: number;
  y: number;
  /** The day cell under the pointer, or null outside the grid. */
  date: string | null;
};

export type DragSelectionOptions = {
  /** CALENDAR_TOUCH_HOLD_MS: a touch must rest this long on a day before it selects. */
  holdMs: number;
  tolerancePx?: number;
  /** A day a selection may start on or grow over (free and not in the past). */
  isSelectable: (date: string) => boolean;
  /** The live selection while dragging; null when it is dropped. */
  onChange: (range: NightRange | null) => void;
  /** Released: the nights chosen. */
  onComplete: (range: NightRange) => void;
};

type State =
  | { phase: 'idle' }
  | {
      phase: 'holding';
      pointerId: number;
      anchor: string;
      x: number;
      y: number;
      timer: ReturnType<typeof setTimeout>;
    }
  | { phase: 'selecting'; pointerId: number; anchor: string; range: NightRange };

/**
 * Drag selection over the month grid, independent of React and the DOM so it can be tested with
 * fake timers.
 *
 * - Mouse and pen: pressing a selectable day starts a selection at once; moving over days extends
 *   it from the anchor (stopping before the first occupied or past day); releasing completes it.
 *   A click without moving selects one night.
 * - Touch: the finger must rest `holdMs` on a selectable day without moving more than the
 *   tolerance. Moving earlier is a scroll and lifting earlier is a tap: neither selects. Once the
 *   hold fires, dragging extends the selection and lifting completes it.
 * - A cancelled pointer (the browser took the gesture) drops the selection.
 */
export class DragSelection {
  private state: State = { phase: 'idle' };
  private readonly options: DragSelectionOptions;

  constructor(options: DragSelectionOptions) {
    this.options = options;
  }

  /** True while a gesture is tracked (a touch hold pending, or a selection). */
  get active(): boolean {
    return this.state.phase !== 'idle';
  }

  /** True while the pointer is extending a selection (the page should not scroll). */
  get selecting(): boolean {
    return this.state.phase === 'selecting';
  }

  /** A pointer went down; returns true when it starts tracking a gesture. */
  down(sample: PointerSample): boolean {
    if (this.state.phase !== 'idle') {
      // A second finger (pinch zoom) or another pointer: the gesture is not a selection.
      if (sample.pointerId !== this.pointerId()) this.cancel();
      return false;
    }
    const { date } = sample;
    if (date === null || !this.options.isSelectable(date)) return false;
    if (sample.pointerType === 'touch') {
      const timer = setTimeout(() => this.holdElapsed(), this.options.holdMs);
      this.state = {
        phase: 'holding',
        pointerId: sample.pointerId,
        anchor: date,
        x: sample.x,
        y: sample.y,
        timer,
      };
    } else {
      this.startSelecting(sample.pointerId, date);
    }
    return true;
  }

  /** The pointer moved; returns true when it is extending a selection. */
  move(sample: PointerSample): boolean {
    const state = this.state;
    if (state.phase === 'idle' || sample.pointerId !== state.pointerId) return false;
    if (state.phase === 'holding') {
      const tolerance = this.options.tolerancePx ?? TOUCH_HOLD_TOLERANCE_PX;
      if (Math.hypot(sample.x - state.x, sample.y - state.y) > tolerance) this.cancel();
      return false;
    }
    if (sample.date !== null) {
      const range = rangeFromAnchor(state.anchor, sample.date, this.options.isSelectable);
      if (!sameRange(range, state.range)) {
        this.state = { ...state, range };
        this.options.onChange(range);
      }
    }
    return true;
  }

  /** The pointer was released: completes a selection; a touch released before the hold is a tap. */
  up(sample: Pick<PointerSample, 'pointerId'>): void {
    const state = this.state;
    if (state.phase === 'idle' || sample.pointerId !== state.pointerId) return;
    if (state.phase === 'holding') {
      this.cancel();
      return;
    }
    this.state = { phase: 'idle' };
    this.options.onChange(null);
    this.options.onComplete(state.range);
  }

  /** Drops whatever is tracked (pointercancel, unmount, a second pointer). */
  cancel(): void {
    const state = this.state;
    this.state = { phase: 'idle' };
    if (state.phase === 'holding') clearTimeout(state.timer);
    if (state.phase === 'selecting') this.options.onChange(null);
  }

  private pointerId(): number | null {
    return this.state.phase === 'idle' ? null : this.state.pointerId;
  }

  private holdElapsed(): void {
    const state = this.state;
    if (state.phase !== 'holding') return;
    // The bookings may have changed during the hold.
    if (!this.options.isSelectable(state.anchor)) {
      this.state = { phase: 'idle' };
      return;
    }
    this.startSelecting(state.pointerId, state.anchor);
  }

  private startSelecting(pointerId: number, anchor: string): void {
    const range = { first: anchor, last: anchor };
    this.state = { phase: 'selecting', pointerId, anchor, range };
    this.options.onChange(range);
  }
}
