import { useCurrentUser } from '@/features/auth';
import { DashboardHeader } from './dashboard-header';
import { WelcomeCard } from './welcome-card';
import { WidgetBoard } from './widget-board';

/**
 * The dashboard (product section 2): the welcome card without a current cabin, else the user's
 * widget grid.
 */
export function DashboardSection() {
  const user = useCurrentUser();
  return (
    <div data-testid="section-dashboard" className="flex flex-col gap-6">
      {user.currentCabinId === null ? (
        <>
          <DashboardHeader />
          <WelcomeCard />
        </>
      ) : (
        <WidgetBoard userId={user.id} />
      )}
    </div>
  );
}
