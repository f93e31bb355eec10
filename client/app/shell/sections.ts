import {
  BookOpen,
  CalendarDays,
  Ellipsis,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  MountainSnow,
  NotebookText,
  Receipt,
  Settings,
  ShoppingCart,
  Wrench,
} from 'lucide-react';

/**
 * The signed-in shell's sections (product section 2, signed-in users), plus the maintenance log at
 * /tasks, the house manual at /manual, the checklists at /checklists, the peak weeks at /peaks
 * and the costs at /costs (issue #16): in the desktop navigation
 * after the calendar, and on
 * mobile reached from More.
 */
export const SECTION_KEYS = [
  'dashboard',
  'visits',
  'shopping',
  'calendar',
  'tasks',
  'manual',
  'checklists',
  'peaks',
  'costs',
  'more',
  'settings',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const SECTION_PATHS: Record<SectionKey, string> = {
  dashboard: '/',
  visits: '/visits',
  shopping: '/shopping',
  calendar: '/calendar',
  tasks: '/tasks',
  manual: '/manual',
  checklists: '/checklists',
  peaks: '/peaks',
  costs: '/costs',
  more: '/more',
  settings: '/settings',
};

export const SECTION_ICONS: Record<SectionKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  visits: BookOpen,
  shopping: ShoppingCart,
  calendar: CalendarDays,
  tasks: Wrench,
  manual: NotebookText,
  checklists: ListChecks,
  peaks: MountainSnow,
  costs: Receipt,
  more: Ellipsis,
  settings: Settings,
};

/** The section for a path; the dashboard for `/` and every path the shell does not know. */
export function sectionForPath(path: string): SectionKey {
  return SECTION_KEYS.find((key) => SECTION_PATHS[key] === path) ?? 'dashboard';
}

/** Left navigation on desktop (the feature-request link sits between calendar and settings). */
export const DESKTOP_NAV_MAIN: readonly SectionKey[] = SECTION_KEYS.filter(
  (key) => key !== 'more' && key !== 'settings',
);

/**
 * The mobile bottom bar's five tabs (product section 9: MOBILE_TAB_COUNT); /tasks and /manual are
 * reached from More.
 */
export const MOBILE_TABS: readonly SectionKey[] = ['dashboard', 'visits', 'shopping', 'calendar', 'more'];
