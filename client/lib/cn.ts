import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables of every utility class on its first call: about 15 ms here and
 * 60 ms on a phone (issue #18). Resolves once that is done, in a task of its own, so the signed-in
 * start does it between its chunk's evaluation and its first render instead of inside either.
 */
export function prepareClassMerging(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      twMerge('');
      resolve();
    }, 0);
  });
}
