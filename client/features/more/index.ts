/** The screen, a chunk of its own that the shell loads for its path (issue #18). */
export const loadMoreSection = () => import('./components/more-section');
