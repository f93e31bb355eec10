import type { User } from '@shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** The name shown for a user: the chosen display name, else the full name, else the username. */
export function nameOf(user: Pick<User, 'displayName' | 'fullName' | 'username'>): string {
  return user.displayName?.trim() || user.fullName.trim() || user.username;
}

/** Up to two letters: the first of the first and of the last word ("Kari Nordmann" gives "KN"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first.charAt(0)}${last ? last.charAt(0) : ''}`.toUpperCase();
}

/** Decorative: the trigger or text next to it carries the accessible name. */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)} aria-hidden="true">
      {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
      <AvatarFallback>{initialsOf(nameOf(user))}</AvatarFallback>
    </Avatar>
  );
}
