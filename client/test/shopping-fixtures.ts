import type { ShoppingItem } from '@shared/schemas/shopping';
import { kariInFjellhytta as kari, ola } from './cabin-fixtures';
import { json, type StubCall, type StubRoutes } from './fetch-stub';

type Person = { id: string; fullName: string };
const personOf = ({ id, fullName }: Person) => ({ id, fullName });

/** A needed item added by Kari, or a completed one when `completedBy` is given. */
export function itemOf(
  id: string,
  name: string,
  {
    addedBy = kari,
    createdAt = '2026-12-01T12:00:00.000Z',
    completedBy,
    completedAt = '2026-12-05T12:30:00.000Z',
  }: { addedBy?: Person; createdAt?: string; completedBy?: Person; completedAt?: string } = {},
): ShoppingItem {
  return {
    id,
    name,
    status: completedBy ? 'completed' : 'needed',
    addedByUser: personOf(addedBy),
    completedByUser: completedBy ? personOf(completedBy) : null,
    createdAt,
    completedAt: completedBy ? completedAt : null,
  };
}

/** Milk (newest) and Coffee needed; Firewood ticked off by Ola. */
export const shoppingItems: ShoppingItem[] = [
  itemOf('i-milk', 'Milk', { createdAt: '2026-12-08T12:00:00.000Z' }),
  itemOf('i-coffee', 'Coffee', { addedBy: ola, createdAt: '2026-12-03T12:00:00.000Z' }),
  itemOf('i-wood', 'Firewood', { completedBy: ola }),
];

const error = (status: number, message: string, code?: string) =>
  json(status, code ? { message, code } : { message });

/**
 * A small stand-in for the shopping-items API with a list that changes as calls are made: GET
 * answers the current list, POST adds (409 for a needed duplicate), PUT ticks or unticks, DELETE
 * removes. `by` is the caller recorded on writes.
 */
export function shoppingApi(initial: ShoppingItem[], by: Person = kari) {
  let items = [...initial];
  let next = 1;
  const find = (call: StubCall) => items.find((item) => call.path.endsWith(`/${item.id}`));
  const neededNamed = (name: string) =>
    items.find((item) => item.status === 'needed' && item.name.toLowerCase() === name.toLowerCase());

  const routes: StubRoutes = {
    'GET /api/shopping-items': () => json(200, items),
    'POST /api/shopping-items': ({ body }) => {
      const name = String((body as { name: unknown }).name).trim();
      if (neededNamed(name)) return error(409, `${name} is already on the list`, 'item_already_on_list');
      const created = itemOf(`i-new-${next++}`, name, {
        addedBy: by,
        createdAt: new Date().toISOString(),
      });
      items = [created, ...items];
      return json(201, created);
    },
  };
  for (const { id } of initial) {
    routes[`PUT /api/shopping-items/${id}`] = (call) => {
      const item = find(call);
      if (!item) return error(404, 'Item not found', 'item_not_found');
      const status = (call.body as { status: 'needed' | 'completed' }).status;
      if (status === 'needed' && item.status === 'completed' && neededNamed(item.name)) {
        return error(409, `${item.name} is already on the list`, 'item_already_on_list');
      }
      const saved: ShoppingItem =
        status === 'completed'
          ? { ...item, status, completedByUser: by, completedAt: new Date().toISOString() }
          : { ...item, status, completedByUser: null, completedAt: null };
      items = items.map((entry) => (entry.id === id ? saved : entry));
      return json(200, saved);
    };
    routes[`DELETE /api/shopping-items/${id}`] = (call) => {
      if (!find(call)) return error(404, 'Item not found', 'item_not_found');
      items = items.filter((entry) => entry.id !== id);
      return json(200, { message: 'Item deleted' });
    };
  }
  return { routes, current: () => items };
}

/** The item names the booking dialog's shopping warning lists, in order. */
export function warningItemNames(warning: HTMLElement): (string | null)[] {
  return [...warning.querySelectorAll('li')].map((item) => item.textContent);
}
