import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/components/person-avatar';
import { useCurrentUser } from '@/features/auth';
import { RoleBadge, useCabinMembers } from '@/features/cabins';
import { nameOf } from '@/lib/names';
import { WidgetQuery } from '../widget-states';

/** member-list: each member's name, @username and role badge, the owner first. */
export function MemberListWidget() {
  const { t } = useTranslation('dashboard');
  const members = useCabinMembers();
  const user = useCurrentUser();
  return (
    <WidgetQuery query={members} failedText={t('members.failed')}>
      {(list) => (
        <ul className="flex flex-col gap-3" data-testid="member-list">
          {list.map((member) => (
            <li key={member.id} className="flex items-center gap-3" data-testid={`member-${member.username}`}>
              <PersonAvatar person={member} className="size-9" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-slate-900">
                  {nameOf(member)}
                  {member.id === user.id ? (
                    <span className="font-normal text-slate-600"> {t('members.you')}</span>
                  ) : null}
                </span>
                <span className="truncate text-xs text-slate-600">@{member.username}</span>
              </div>
              <RoleBadge value={member.role} />
            </li>
          ))}
        </ul>
      )}
    </WidgetQuery>
  );
}
