import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { initialsOf, type NamedPerson, nameOf } from '@/lib/names';

export type Pictured = NamedPerson & { profilePicture: string | null };

/**
 * A person's picture, or their initials without one. Decorative: the name shown beside it, or the
 * control it sits in, carries the accessible name.
 */
export function PersonAvatar({ person, className }: { person: Pictured; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)} aria-hidden="true">
      {person.profilePicture ? <AvatarImage src={person.profilePicture} alt="" /> : null}
      <AvatarFallback>{initialsOf(nameOf(person))}</AvatarFallback>
    </Avatar>
  );
}
