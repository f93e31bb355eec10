// An item added offline has a local id until the server has it. A tick of that item made offline
// too waits behind the add in the same queue (decision 034), so by the time the tick is sent the
// add has answered, and the tick goes to the server's id.

const savedIds = new Map<string, string>();

/** The add of `unsentId` was answered with `savedId`. */
export function rememberSavedId(unsentId: string, savedId: string): void {
  savedIds.set(unsentId, savedId);
}

/** The server's id for `id`: itself, or what an earlier add of the item was answered with. */
export const savedIdOf = (id: string): string => savedIds.get(id) ?? id;
