import { Suspense } from 'react';
import { useCurrentUser } from '@/features/auth';
import { lazyChunk } from '@/lib/leaving-page';
import { DashboardHeader } from './dashboard-header';
import { WidgetBoard } from './widget-board';

// The welcome card's forms (create or join a cabin, with React Hook Form and the shared schemas)
// are met once per person: a chunk of their own, not on every signed-in load (issue #18).
const WelcomeCard = lazyChunk(() => import('./welcome-card').then((module) => module.WelcomeCard));

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
          <Suspense fallback={null}>
            <WelcomeCard />
          </Suspense>
        </>
      ) : (
        <WidgetBoard userId={user.id} />
      )}
    </div>
  );
}
