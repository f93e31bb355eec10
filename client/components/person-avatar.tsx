import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { initialsOf, type NamedPerson, nameOf } from '@/lib/names';

export type Pictured = NamedPerson & { profilePicture: string | null };

/**
 * A person's picture, or their initials without one. Decorative: the name shown beside it, or the
 * control it sits in, carries the accessible name. The initials are drawn by CSS, like the
 * picture they stand in for, so they are not part of a control's visible text: a menu button
 * showing "AN Astrid Nordmann" would otherwise need "AN" in its name (WCAG 2.5.3, label in name).
 */
export function PersonAvatar({ person, className }: { person: Pictured; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)} aria-hidden="true">
      {person.profilePicture ? <AvatarImage src={person.profilePicture} alt="" /> : null}
      <AvatarFallback
        data-initials={initialsOf(nameOf(person))}
        className="before:content-[attr(data-initials)]"
      />
    </Avatar>
  );
}
