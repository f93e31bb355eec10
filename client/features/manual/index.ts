// The cabin's house manual (issue #15): the feature's public surface.
export { manualQueryKey, manualQueryOptions } from './api/get-manual';

/**
 * The manual's screen, a chunk of its own (decision 031): the shell loads it when /manual is
 * opened, so its Markdown renderer and QR code never weigh on the other sections. Not exported
 * statically: the live updates import this file for `manualQueryKey`, and that would pull the
 * screen into the shell's chunk.
 */
export const loadManualSection = () => import('./components/manual-section');

/** The Markdown and wifi pieces for the guest link's page (issue #41), loaded with that page. */
export const loadManualParts = () => import('./components/manual-parts');
