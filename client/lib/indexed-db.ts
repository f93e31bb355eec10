/** Whether this browser has IndexedDB (not in some private modes, nor in the component tests). */
export const indexedDbAvailable = (): boolean => typeof indexedDB !== 'undefined';
