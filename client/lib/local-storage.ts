// Local storage that never throws: private modes and a full quota make the browser refuse, and
// then each caller decides what to keep instead (the language and the install hint keep their
// choice for this visit; the dashboard keeps the layout in memory).

/** The stored value, or null when nothing is stored or the browser refuses to read. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value`; false when the browser refuses. */
export function writeLocal(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; a browser that refuses has nothing stored to remove. */
export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing could have been stored either.
  }
}
