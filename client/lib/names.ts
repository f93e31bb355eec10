/** The fields a person's shown name is built from: a user, a cabin member, a transfer candidate. */
export interface NamedPerson {
  displayName: string | null;
  fullName: string;
  username: string;
}

/** The name shown for a person: the chosen display name, else the full name, else the username. */
export function nameOf(person: NamedPerson): string {
  return person.displayName?.trim() || person.fullName.trim() || person.username;
}

/** The name shown for the person behind a booking or visit (their rows carry no username). */
export function personName(person: { displayName: string | null; fullName: string }): string {
  return person.displayName?.trim() || person.fullName;
}

/** Up to two letters: the first of the first and of the last word ("Kari Nordmann" gives "KN"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last ? last.charAt(0) : ''}`.toUpperCase();
}
