import { ApiError } from '@/lib/api-client';

/** Whether the server refused because a needed item of that name is on the list already (409). */
export function isAlreadyOnList(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'item_already_on_list';
}
