import { DASHBOARD_WIDGET_TYPES } from '@shared/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  enabledWidgets,
  layoutStorageKey,
  moveWidget,
  parseLayout,
  setWidgetEnabled,
  type WidgetConfig,
} from './widget-layout';

/** The layout as "type:on" / "type:off" in order, easy to read in a failure. */
const summary = (layout: readonly WidgetConfig[]) =>
  layout.map((widget) => `${widget.type}:${widget.enabled ? 'on' : 'off'}`);

const DEFAULT_SUMMARY = [
  'my-next-visit:on',
  'next-visit:on',
  'compact-calendar:on',
  'weather:on',
  'last-stay:on',
  'recent-activity:off',
  'stats:off',
  'member-list:off',
  'invitation-code:off',
  'fair-share:off',
  'power:off',
];

describe('defaultLayout', () => {
  it('enables my-next-visit, next-visit, compact-calendar, weather and last-stay in that order, the rest hidden', () => {
    const layout = defaultLayout();
    expect(summary(layout)).toEqual(DEFAULT_SUMMARY);
    expect(layout.map((widget) => widget.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(layout[0]).toEqual({
      id: 'my-next-visit',
      type: 'my-next-visit',
      title: 'My next visit',
      enabled: true,
      order: 0,
    });
  });
});

describe('parseLayout', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{"type": "stats"'],
    ['an object', '{"type":"stats","enabled":true}'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['an empty list', '[]'],
    ['a list of nothing it knows', '[{"type":"clock","enabled":true},"stats",7,null]'],
  ])('gives the defaults for %s', (_, raw) => {
    expect(summary(parseLayout(raw))).toEqual(DEFAULT_SUMMARY);
  });

  it('reads back what was stored', () => {
    const layout = setWidgetEnabled(moveWidget(defaultLayout(), 'weather', 'my-next-visit'), 'stats', true);
    expect(parseLayout(JSON.stringify(layout))).toEqual(layout);
  });

  it('keeps the recognized types of an outdated layout and adds the new ones hidden at the end', () => {
    const stored = [
      { id: 'w1', type: 'stats', title: 'Stats', enabled: true, order: 2 },
      { id: 'w2', type: 'clock', title: 'Clock', enabled: true, order: 0 },
      { id: 'w3', type: 'weather', title: 'Weather', enabled: false, order: 1 },
      { id: 'w4', type: 'member-list', title: 'Members', enabled: true, order: 3 },
    ];
    expect(summary(parseLayout(JSON.stringify(stored)))).toEqual([
      'weather:off',
      'stats:on',
      'member-list:on',
      'my-next-visit:off',
      'next-visit:off',
      'compact-calendar:off',
      'recent-activity:off',
      'invitation-code:off',
      'fair-share:off',
      'last-stay:off',
      'power:off',
    ]);
  });

  it('repairs broken entries: a type once, a missing flag from the defaults, a missing order from the place', () => {
    const stored = [
      { type: 'invitation-code', enabled: 'yes' },
      { type: 'next-visit', order: 'first' },
      { type: 'invitation-code', enabled: false, order: -1 },
      { type: 'compact-calendar', enabled: false },
    ];
    const layout = parseLayout(JSON.stringify(stored));
    expect(summary(layout).slice(0, 3)).toEqual([
      'invitation-code:off',
      'next-visit:on',
      'compact-calendar:off',
    ]);
    expect(layout.map((widget) => widget.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(layout.map((widget) => widget.id)).toEqual(layout.map((widget) => widget.type));
  });

  it('always answers every widget type exactly once, numbered in order, whatever was stored', () => {
    const entry = fc.record(
      {
        type: fc.oneof(fc.constantFrom(...DASHBOARD_WIDGET_TYPES), fc.string()),
        enabled: fc.oneof(fc.boolean(), fc.string()),
        order: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double(), fc.string()),
      },
      { requiredKeys: [] },
    );
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc.array(entry).map((list) => JSON.stringify(list)),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        const layout = parseLayout(raw);
        expect([...layout.map((widget) => widget.type)].sort()).toEqual([...DASHBOARD_WIDGET_TYPES].sort());
        expect(layout.map((widget) => widget.order)).toEqual(layout.map((_, index) => index));
      }),
    );
  });
});

describe('moveWidget', () => {
  it('moves a widget to where another one is, down and up', () => {
    const down = moveWidget(defaultLayout(), 'my-next-visit', 'compact-calendar');
    expect(enabledWidgets(down).map((widget) => widget.type)).toEqual([
      'next-visit',
      'compact-calendar',
      'my-next-visit',
      'weather',
      'last-stay',
    ]);
    const up = moveWidget(down, 'weather', 'next-visit');
    expect(enabledWidgets(up).map((widget) => widget.type)).toEqual([
      'weather',
      'next-visit',
      'compact-calendar',
      'my-next-visit',
      'last-stay',
    ]);
    expect(up.map((widget) => widget.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('changes nothing for an unknown id or a drop on itself', () => {
    expect(moveWidget(defaultLayout(), 'clock', 'weather')).toEqual(defaultLayout());
    expect(moveWidget(defaultLayout(), 'weather', 'weather')).toEqual(defaultLayout());
  });
});

describe('setWidgetEnabled', () => {
  it('hides a widget and shows it again in the place it had', () => {
    const hidden = setWidgetEnabled(defaultLayout(), 'next-visit', false);
    expect(enabledWidgets(hidden).map((widget) => widget.type)).toEqual([
      'my-next-visit',
      'compact-calendar',
      'weather',
      'last-stay',
    ]);
    expect(setWidgetEnabled(hidden, 'next-visit', true)).toEqual(defaultLayout());
  });

  it('adds a widget that was never shown after the shown ones', () => {
    const layout = setWidgetEnabled(defaultLayout(), 'member-list', true);
    expect(
      enabledWidgets(layout)
        .map((widget) => widget.type)
        .at(-1),
    ).toBe('member-list');
  });
});

describe('layoutStorageKey', () => {
  it('is one key per user', () => {
    expect(layoutStorageKey('u1')).toBe('dashboard-layout:u1');
    expect(layoutStorageKey('u2')).not.toBe(layoutStorageKey('u1'));
  });
});
