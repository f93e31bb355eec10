import { type ComponentType, lazy } from 'react';
import { loadCalendarSection } from '@/features/calendar';
import { loadChecklistsSection } from '@/features/checklists';
import { loadCostsSection } from '@/features/costs';
import { loadDashboardSection } from '@/features/dashboard';
import { loadPeaksSection } from '@/features/fair-share';
import { loadManualSection } from '@/features/manual';
import { loadMoreSection } from '@/features/more';
import { loadShoppingSection } from '@/features/shopping';
import { loadTasksSection } from '@/features/tasks';
import { loadVisitsSection } from '@/features/visits';
import { type SectionKey, sectionForPath } from './sections';

// Every section is a chunk of its own (issue #18): a signed-in load downloads, parses and runs
// the shell and the one screen it opens on, not all eleven. The entry asks for the current
// path's screen together with the shell (`loadSectionForPath`), and a link asks for its screen
// when the pointer, a finger or the focus reaches it (use-section-preloads.ts). The screens stay
// React.lazy on purpose: the shell commits (and paints) with the section's fallback first, and
// the screen follows in a commit of its own; rendered at once with the shell (as a preloadable
// component would) the two made one longer commit and a later first paint (decision 039).

/** Each section's screen, loaded. */
const LOADERS: Record<SectionKey, () => Promise<ComponentType>> = {
  dashboard: () => loadDashboardSection().then((module) => module.DashboardSection),
  visits: () => loadVisitsSection().then((module) => module.VisitsSection),
  shopping: () => loadShoppingSection().then((module) => module.ShoppingSection),
  calendar: () => loadCalendarSection().then((module) => module.CalendarSection),
  tasks: () => loadTasksSection().then((module) => module.TasksSection),
  manual: () => loadManualSection().then((module) => module.ManualSection),
  checklists: () => loadChecklistsSection().then((module) => module.ChecklistsSection),
  peaks: () => loadPeaksSection().then((module) => module.PeaksSection),
  costs: () => loadCostsSection().then((module) => module.CostsSection),
  more: () => loadMoreSection().then((module) => module.MoreSection),
  settings: () => import('@/features/settings').then((module) => module.SettingsSection),
};

const loaded = (key: SectionKey) => LOADERS[key]().then((screen) => ({ default: screen }));
const lazyScreen = (key: SectionKey) => lazy(() => loaded(key));

export const SECTION_SCREENS: Record<SectionKey, ComponentType> = {
  dashboard: lazyScreen('dashboard'),
  visits: lazyScreen('visits'),
  shopping: lazyScreen('shopping'),
  calendar: lazyScreen('calendar'),
  tasks: lazyScreen('tasks'),
  manual: lazyScreen('manual'),
  checklists: lazyScreen('checklists'),
  peaks: lazyScreen('peaks'),
  costs: lazyScreen('costs'),
  more: lazyScreen('more'),
  settings: lazyScreen('settings'),
};

/** Starts downloading a section's screen; a failure is met again by the screen itself. */
export function preloadSection(key: SectionKey): void {
  loaded(key).catch(() => undefined);
}

/** The screen a page load at `path` opens on, asked for with the shell. */
export function loadSectionForPath(path: string): void {
  preloadSection(sectionForPath(path));
}
