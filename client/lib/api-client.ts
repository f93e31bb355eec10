import { type ErrorCode, isErrorCode } from '@shared/errors';
import { currentLanguage } from './language';
import { takePageAnswer } from './page-answers';

/**
 * A failed call: `message` follows product section 8 (JSON message, else the text, else the status
 * text); `code` is the server's stable error code when the JSON body carried a known one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  constructor(status: number, message: string, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type ErrorBody = { message: string; code?: ErrorCode };

/** Reads an error response: its message (product section 8) and, from a JSON body, a known `code`. */
async function errorBodyOf(response: Response): Promise<ErrorBody> {
  const text = await response.text().catch(() => '');
  if (!text) return { message: response.statusText || String(response.status) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the message.
    return { message: text };
  }
  if (!parsed || typeof parsed !== 'object') return { message: text };
  const message =
    'message' in parsed && typeof parsed.message === 'string' && parsed.message ? parsed.message : text;
  const code = 'code' in parsed && isErrorCode(parsed.code) ? parsed.code : undefined;
  return code ? { message, code } : { message };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ApiRequest = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The cabin a cabin-scoped write was made for, when it was made earlier than it is sent (a write
   * queued offline keeps it in its variables); otherwise the cabin the page shows now.
   */
  cabinId?: string | null;
};

/** The header a cabin-scoped write carries: the cabin it was made for (issue #36, decision 034). */
export const CABIN_HEADER = 'X-Cabin-Id';

/**
 * Writes that are not about the current cabin: identity and session, the user's own settings,
 * switching, creating and joining cabins, answering an invitation or an ownership offer (which
 * name their cabin), the calendar link (its cabin is in the path), push, e-mail and the bell.
 * Every other write acts on the caller's current cabin and says which one it was made for.
 */
const NOT_CABIN_SCOPED = [
  '/api/identity/',
  '/api/auth/',
  '/api/user/',
  '/api/cabin/create',
  '/api/cabin/ownership-offer/',
  '/api/invitations/',
  '/api/calendar/',
  '/api/messages/',
  '/api/push/',
  '/api/notifications/',
];

let shownCabinId: string | null = null;

/** The cabin this page shows now (the signed-in shell keeps it), for writes that name none. */
export function setShownCabin(cabinId: string | null): void {
  shownCabinId = cabinId;
}

/**
 * `X-Cabin-Id` for a cabin-scoped write: the one place every write gets it (apiFetch, and the
 * uploads that build their own request). The server refuses the write with 409 cabin_changed when
 * that cabin is not the caller's current one any more, instead of writing into the other cabin.
 */
export function cabinHeaders(method: Method, path: string, cabinId?: string | null): Record<string, string> {
  if (method === 'GET' || NOT_CABIN_SCOPED.some((prefix) => path.startsWith(prefix))) return {};
  const cabin = cabinId === undefined ? shownCabinId : cabinId;
  return cabin ? { [CABIN_HEADER]: cabin } : {};
}

/** What every call asks for and says: JSON back, the chosen language, and the cabin of a write. */
function callHeaders(method: Method, path: string, cabinId?: string | null): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...cabinHeaders(method, path, cabinId),
  };
}

/**
 * Every call sends credentials and the chosen language (the server writes notification and
 * activity texts in it, decision 009), and a cabin-scoped write the cabin it was made for; a body
 * is sent as JSON (product section 7).
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, signal, cabinId } = request;
  // The first screen's reads are answered from the page when it carries them (issue #18).
  const fromPage = method === 'GET' ? takePageAnswer(path) : undefined;
  if (fromPage) return fromPage.answer as T;
  const headers = callHeaders(method, path, cabinId);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const { message, code } = await errorBodyOf(response);
    throw new ApiError(response.status, message, code);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The ApiError for a failed response, read as apiFetch reads it (for calls that are not JSON). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const { message, code } = await errorBodyOf(response);
  return new ApiError(response.status, message, code);
}

/**
 * POST a photo (multipart/form-data, in the field `photo`) and read the JSON answer; otherwise as
 * apiFetch. Not JSON: the browser sets the multipart content type and its boundary.
 */
export async function apiUploadPhoto<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: callHeaders('POST', path),
    body: form,
  });
  if (!response.ok) throw await apiErrorOf(response);
  return (await response.json()) as T;
}

/** A read that yields null instead of throwing when the caller is signed out. */
export async function apiFetchOrNullOn401<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await apiFetch<T>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
