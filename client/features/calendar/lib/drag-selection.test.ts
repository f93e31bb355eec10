import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DragSelection, type PointerSample, TOUCH_HOLD_TOLERANCE_PX } from './drag-selection';
import { isSelectableNight, type NightRange } from './selection';

const HOLD_MS = 500;
const today = '2026-11-16';
const occupied = new Set(['2026-11-20']);

function setup() {
  const changes: (NightRange | null)[] = [];
  const completed: NightRange[] = [];
  const selection = new DragSelection({
    holdMs: HOLD_MS,
    isSelectable: (date) => isSelectableNight(date, today, (day) => occupied.has(day)),
    onChange: (range) => changes.push(range),
    onComplete: (range) => completed.push(range),
  });
  return { selection, changes, completed };
}

const mouse = (date: string | null, x = 0, y = 0): PointerSample => ({
  pointerId: 1,
  pointerType: 'mouse',
  x,
  y,
  date,
});
const finger = (date: string | null, x = 100, y = 100, pointerId = 7): PointerSample => ({
  pointerId,
  pointerType: 'touch',
  x,
  y,
  date,
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DragSelection with a mouse', () => {
  it('selects one night on a click', () => {
    const { selection, completed } = setup();
    expect(selection.down(mouse('2026-11-17'))).toBe(true);
    selection.up(mouse('2026-11-17'));
    expect(completed).toEqual([{ first: '2026-11-17', last: '2026-11-17' }]);
    expect(selection.active).toBe(false);
  });

  it('extends the selection while dragging and completes it on release', () => {
    const { selection, changes, completed } = setup();
    selection.down(mouse('2026-11-16'));
    expect(selection.move(mouse('2026-11-17'))).toBe(true);
    selection.move(mouse('2026-11-18'));
    selection.move(mouse(null)); // outside the grid: the selection stays
    selection.up(mouse(null));
    expect(changes).toEqual([
      { first: '2026-11-16', last: '2026-11-16' },
      { first: '2026-11-16', last: '2026-11-17' },
      { first: '2026-11-16', last: '2026-11-18' },
      null,
    ]);
    expect(completed).toEqual([{ first: '2026-11-16', last: '2026-11-18' }]);
  });

  it('stops a drag at the first occupied day', () => {
    const { selection, completed } = setup();
    selection.down(mouse('2026-11-18'));
    selection.move(mouse('2026-11-24'));
    selection.up(mouse('2026-11-24'));
    expect(completed).toEqual([{ first: '2026-11-18', last: '2026-11-19' }]);
  });

  it('does not start on a past or an occupied day', () => {
    const { selection, changes } = setup();
    expect(selection.down(mouse('2026-11-15'))).toBe(false);
    expect(selection.down(mouse('2026-11-20'))).toBe(false);
    expect(selection.down(mouse(null))).toBe(false);
    expect(changes).toEqual([]);
  });

  it('drops the selection when the pointer is cancelled', () => {
    const { selection, changes, completed } = setup();
    selection.down(mouse('2026-11-17'));
    selection.cancel();
    selection.up(mouse('2026-11-17'));
    expect(changes.at(-1)).toBeNull();
    expect(completed).toEqual([]);
  });
});

describe('DragSelection with touch', () => {
  it('selects only after the finger rests for the hold time, then follows the drag', () => {
    const { selection, changes, completed } = setup();
    expect(selection.down(finger('2026-11-17'))).toBe(true);
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(selection.selecting).toBe(false);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(selection.selecting).toBe(true);
    expect(changes).toEqual([{ first: '2026-11-17', last: '2026-11-17' }]);

    expect(selection.move(finger('2026-11-19', 200, 100))).toBe(true);
    selection.up(finger('2026-11-19', 200, 100));
    expect(completed).toEqual([{ first: '2026-11-17', last: '2026-11-19' }]);
  });

  it('treats a tap (lifted before the hold) as nothing', () => {
    const { selection, changes, completed } = setup();
    selection.down(finger('2026-11-17'));
    vi.advanceTimersByTime(200);
    selection.up(finger('2026-11-17'));
    vi.advanceTimersByTime(HOLD_MS);
    expect(changes).toEqual([]);
    expect(completed).toEqual([]);
    expect(selection.active).toBe(false);
  });

  it('treats moving before the hold as a scroll', () => {
    const { selection, changes } = setup();
    selection.down(finger('2026-11-17'));
    vi.advanceTimersByTime(300);
    expect(selection.move(finger('2026-11-24', 100, 100 + TOUCH_HOLD_TOLERANCE_PX + 1))).toBe(false);
    vi.advanceTimersByTime(HOLD_MS);
    expect(changes).toEqual([]);
    expect(selection.active).toBe(false);
  });

  it('tolerates a small tremble during the hold', () => {
    const { selection } = setup();
    selection.down(finger('2026-11-17'));
    selection.move(finger('2026-11-17', 103, 104));
    vi.advanceTimersByTime(HOLD_MS);
    expect(selection.selecting).toBe(true);
  });

  it('stops when the browser takes the gesture (pointercancel)', () => {
    const { selection, changes } = setup();
    selection.down(finger('2026-11-17'));
    selection.cancel();
    vi.advanceTimersByTime(HOLD_MS);
    expect(changes).toEqual([]);
  });

  it('gives up when a second finger comes down (pinch zoom)', () => {
    const { selection, changes } = setup();
    selection.down(finger('2026-11-17'));
    expect(selection.down(finger('2026-11-18', 300, 300, 8))).toBe(false);
    vi.advanceTimersByTime(HOLD_MS);
    expect(changes).toEqual([]);
    expect(selection.active).toBe(false);
  });

  it('ignores the moves and releases of other pointers', () => {
    const { selection, completed } = setup();
    selection.down(finger('2026-11-17'));
    vi.advanceTimersByTime(HOLD_MS);
    expect(selection.move(finger('2026-11-19', 300, 300, 9))).toBe(false);
    selection.up(finger('2026-11-19', 300, 300, 9));
    expect(selection.selecting).toBe(true);
    selection.up(finger('2026-11-17'));
    expect(completed).toEqual([{ first: '2026-11-17', last: '2026-11-17' }]);
  });

  it('does not start a hold on an occupied or past day', () => {
    const { selection } = setup();
    expect(selection.down(finger('2026-11-20'))).toBe(false);
    expect(selection.down(finger('2026-11-01'))).toBe(false);
    vi.advanceTimersByTime(HOLD_MS);
    expect(selection.active).toBe(false);
  });
});
