import type { DashboardWidgetType } from '@shared/constants';
import { CompactCalendarWidget } from './widgets/compact-calendar-widget';
import { FairShareWidget } from './widgets/fair-share-widget';
import { InvitationCodeWidget } from './widgets/invitation-code-widget';
import { LastStayWidget } from './widgets/last-stay-widget';
import { MemberListWidget } from './widgets/member-list-widget';
import { NextVisitWidget } from './widgets/next-visit-widget';
import { PowerWidget } from './widgets/power-widget';
import { RecentActivityWidget } from './widgets/recent-activity-widget';
import { StatsWidget } from './widgets/stats-widget';
import { WeatherWidget } from './widgets/weather-widget';

/** The body of a widget of `type`; the record makes a new type without a widget a type error. */
const WIDGETS: Readonly<Record<DashboardWidgetType, () => React.JSX.Element>> = {
  'my-next-visit': () => <NextVisitWidget mine />,
  'next-visit': () => <NextVisitWidget mine={false} />,
  'compact-calendar': () => <CompactCalendarWidget />,
  weather: () => <WeatherWidget />,
  'recent-activity': () => <RecentActivityWidget />,
  stats: () => <StatsWidget />,
  'member-list': () => <MemberListWidget />,
  'invitation-code': () => <InvitationCodeWidget />,
  'fair-share': () => <FairShareWidget />,
  'last-stay': () => <LastStayWidget />,
  power: () => <PowerWidget />,
};

export function WidgetContent({ type }: { type: DashboardWidgetType }) {
  const Widget = WIDGETS[type];
  return <Widget />;
}
