import type { ComponentType } from 'react';
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
import { type Preloadable, preloadable } from '@/lib/preloadable';
import { type SectionKey, sectionForPath } from './sections';

// Every section is a chunk of its own (issue #18): a signed-in load downloads, parses and runs
// the shell and the one screen it opens on, not all eleven. The entry asks for the current
// path's screen together with the shell (`loadSectionForPath`), and a link asks for its screen
// when the pointer, a finger or the focus reaches it (use-section-preloads.ts). The screens are
// preloadable: once a screen's chunk is there it renders without suspending, so it does not wait
// for React's 300 ms reveal throttle. On a page load the shell renders its first screen a moment
// after its own first paint (shell-layout.tsx), so the two stay two commits: rendered together
// they made one longer commit and a later first paint (decision 039).

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

/** Each section's screen, preloadable. */
export const SECTION_SCREENS = Object.fromEntries(
  (Object.keys(LOADERS) as SectionKey[]).map((key) => [key, preloadable<object>(LOADERS[key])]),
) as Record<SectionKey, Preloadable<object>>;

/** Starts downloading a section's screen; a failure is met again by the screen itself. */
export function preloadSection(key: SectionKey): void {
  SECTION_SCREENS[key].preload().catch(() => undefined);
}

/** The screen a page load at `path` opens on, asked for with the shell. */
export function loadSectionForPath(path: string): void {
  preloadSection(sectionForPath(path));
}
