import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/constants';

// Issue #18: the page a signed-in browser gets carries the answers of the first screen's reads
// (server/http/page-answers.ts), so the app renders with its data without asking for it over a
// slow network. Each answer is taken once, by the first GET of its path, and only while the page
// is new: a call made later (a screen opened minutes after the page loaded) asks the server, so
// an answer from the page is never older than this.
const FRESH_FOR_MS = 10_000;

let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object') answers = new Map(Object.entries(parsed));
  } catch {
    // A page whose answers cannot be read: the app asks the server, as without them.
  }
  element.remove();
  return answers;
}

/** The page's answer for a GET of `path`, once; undefined when there is none (or no longer). */
export function takePageAnswer(path: string): { answer: unknown } | undefined {
  const kept = readAnswers();
  if (kept.size === 0) return undefined;
  if (performance.now() > FRESH_FOR_MS) {
    kept.clear();
    return undefined;
  }
  if (!kept.has(path)) return undefined;
  const answer = kept.get(path);
  kept.delete(path);
  return { answer };
}

/** Whether the page still has an answer for a GET of `path` (without taking it). */
export function pageHasAnswer(path: string): boolean {
  return performance.now() <= FRESH_FOR_MS && readAnswers().has(path);
}

/**
 * Forgets the page's answers not taken yet: once the start's reads have taken theirs, a call made
 * after (a refresh a live event starts) asks the server, and never gets the page's older answer.
 */
export function dropPageAnswers(): void {
  readAnswers().clear();
}
