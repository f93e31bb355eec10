import { RECENT_ACTIVITY_ITEMS } from '@shared/constants';
import type { Activity } from '@shared/schemas/notifications';
import { BookOpen, CalendarDays, History, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '@/lib/use-relative-time';
import { useActivity } from '../../api/get-activity';
import { WidgetEmpty, WidgetQuery } from '../widget-states';

const ICONS = { visit: BookOpen, shopping: ShoppingCart, booking: CalendarDays } as const;

/** recent-activity: the latest 3 entries of the cabin's feed (product sections 2 and 9). */
export function RecentActivityWidget() {
  const { t } = useTranslation('dashboard');
  const activity = useActivity();
  return (
    <WidgetQuery query={activity} failedText={t('activity.failed')}>
      {(entries) =>
        entries.length === 0 ? (
          <WidgetEmpty icon={History}>{t('activity.empty')}</WidgetEmpty>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="activity-list">
            {entries.slice(0, RECENT_ACTIVITY_ITEMS).map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )
      }
    </WidgetQuery>
  );
}

function ActivityRow({ entry }: { entry: Activity }) {
  const Icon = ICONS[entry.type];
  const time = useRelativeTime()(entry.timestamp);
  return (
    <li className="flex items-start gap-3" data-testid="activity-entry" data-type={entry.type}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-sand-100 text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-words text-slate-800">
          <span className="font-semibold text-slate-900">{entry.userName}</span> {entry.message}
        </p>
        <time dateTime={entry.timestamp} title={time.full ?? undefined} className="text-xs text-slate-500">
          {time.relative}
        </time>
      </div>
    </li>
  );
}
