import {
  DASHBOARD_WIDGET_TYPES,
  type DashboardWidgetType,
  DEFAULT_DASHBOARD_WIDGETS,
} from '@shared/constants';

/**
 * One widget of a user's dashboard (product section 3, "Dashboard widget config"). There is one
 * widget of each type, so the id is the type. `title` is the widget's English name, kept so the
 * stored value reads on its own; the screen shows the name in the chosen language.
 */
export type WidgetConfig = {
  id: string;
  type: DashboardWidgetType;
  title: string;
  enabled: boolean;
  order: number;
};

export const WIDGET_TITLES: Readonly<Record<DashboardWidgetType, string>> = {
  'my-next-visit': 'My next visit',
  'next-visit': 'Next visit',
  'compact-calendar': 'Calendar',
  weather: 'Weather',
  'recent-activity': 'Recent activity',
  stats: 'Statistics',
  'member-list': 'Members',
  'invitation-code': 'Invitation code',
  'fair-share': 'Fair share',
  'last-stay': 'From the last stay',
  power: 'Power',
};

/** The local-storage key of one user's layout: per user, so people sharing a browser keep theirs. */
export const layoutStorageKey = (userId: string) => `dashboard-layout:${userId}`;

const isWidgetType = (value: unknown): value is DashboardWidgetType =>
  typeof value === 'string' && (DASHBOARD_WIDGET_TYPES as readonly string[]).includes(value);

type StoredWidget = { type: DashboardWidgetType; enabled: boolean | undefined; order: number | undefined };

/**
 * What is read back from a stored entry; the rest of an entry is rebuilt, never trusted. A field
 * of the wrong kind is read as missing, so the widget is kept with its default for that field.
 * Read by hand rather than with Zod, which the dashboard would otherwise load at start-up.
 */
function readStoredWidget(entry: unknown): StoredWidget | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const type = 'type' in entry ? entry.type : undefined;
  if (!isWidgetType(type)) return null;
  const enabled = 'enabled' in entry && typeof entry.enabled === 'boolean' ? entry.enabled : undefined;
  const order =
    'order' in entry && typeof entry.order === 'number' && Number.isFinite(entry.order)
      ? entry.order
      : undefined;
  return { type, enabled, order };
}

const isDefault = (type: DashboardWidgetType) => DEFAULT_DASHBOARD_WIDGETS.includes(type);

function widgetOf(type: DashboardWidgetType, enabled: boolean, order: number): WidgetConfig {
  return { id: type, type, title: WIDGET_TITLES[type], enabled, order };
}

/** Orders 0, 1, 2, ... in list order. */
const renumber = (widgets: readonly WidgetConfig[]) => widgets.map((widget, order) => ({ ...widget, order }));

/** The layout of a new user: the default widgets enabled in their order, the others hidden after them. */
export function defaultLayout(): WidgetConfig[] {
  const hidden = DASHBOARD_WIDGET_TYPES.filter((type) => !isDefault(type));
  return renumber([
    ...DEFAULT_DASHBOARD_WIDGETS.map((type) => widgetOf(type, true, 0)),
    ...hidden.map((type) => widgetOf(type, false, 0)),
  ]);
}

/**
 * The layout stored as `raw`. Nothing stored, or a value that is not a JSON list, gives the
 * defaults. An outdated list keeps each widget type it still recognizes (once, with its
 * enabled flag and place), drops the ones it does not, and adds the types it lacks, hidden, at the
 * end; a list with no recognized type at all gives the defaults.
 */
export function parseLayout(raw: string | null): WidgetConfig[] {
  if (raw === null) return defaultLayout();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultLayout();
  }
  if (!Array.isArray(value)) return defaultLayout();

  const kept: { widget: WidgetConfig; position: number }[] = [];
  const seen = new Set<DashboardWidgetType>();
  value.forEach((entry: unknown, position) => {
    const stored = readStoredWidget(entry);
    if (stored === null || seen.has(stored.type)) return;
    const { type, enabled = isDefault(type), order = position } = stored;
    seen.add(type);
    kept.push({ widget: widgetOf(type, enabled, order), position });
  });
  if (kept.length === 0) return defaultLayout();

  kept.sort((a, b) => a.widget.order - b.widget.order || a.position - b.position);
  const added = DASHBOARD_WIDGET_TYPES.filter((type) => !seen.has(type)).map((type) =>
    widgetOf(type, false, 0),
  );
  return renumber([...kept.map(({ widget }) => widget), ...added]);
}

/** The widgets shown on the dashboard, in their order. */
export const enabledWidgets = (layout: readonly WidgetConfig[]) => layout.filter((widget) => widget.enabled);

/**
 * Moves widget `activeId` to where `overId` is (a drop in the grid). Hidden widgets keep their
 * places around it, so showing one again puts it back where it was.
 */
export function moveWidget(
  layout: readonly WidgetConfig[],
  activeId: string,
  overId: string,
): WidgetConfig[] {
  const from = layout.findIndex((widget) => widget.id === activeId);
  const to = layout.findIndex((widget) => widget.id === overId);
  if (from === -1 || to === -1 || from === to) return [...layout];
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return renumber(next);
}

/** Shows or hides one widget; it keeps its place in the order. */
export function setWidgetEnabled(
  layout: readonly WidgetConfig[],
  id: string,
  enabled: boolean,
): WidgetConfig[] {
  return layout.map((widget) => (widget.id === id ? { ...widget, enabled } : widget));
}
