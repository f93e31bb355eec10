import type { User } from '@shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { initialsOf, nameOf } from '@/lib/names';

/** Decorative: the trigger or text next to it carries the accessible name. */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)} aria-hidden="true">
      {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
      <AvatarFallback>{initialsOf(nameOf(user))}</AvatarFallback>
    </Avatar>
  );
}
