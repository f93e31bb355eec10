import { KeyRound, LayoutDashboard, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '@/components/section-placeholder';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import { formatLocalized } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/**
 * Placeholder dashboard. Without a current cabin it shows the welcome card (spec section 2,
 * Dashboard); creating and joining a cabin come with the cabin feature.
 */
export function DashboardSection() {
  // Re-renders on a language change, so the date below follows the chosen language.
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  return (
    <div data-testid="section-dashboard" className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">{t('sections.dashboard')}</h1>
        <p className="mt-1 text-sm text-slate-600 first-letter:uppercase" data-testid="dashboard-date">
          {formatLocalized(new Date(), 'PPPP', currentLanguage())}
        </p>
      </div>
      {user.currentCabinId === null ? <WelcomeCard /> : <ComingSoonCard icon={LayoutDashboard} />}
    </div>
  );
}

function WelcomeCard() {
  const { t } = useTranslation('shell');
  return (
    <Card data-testid="welcome-card" aria-labelledby="welcome-title" className="overflow-hidden">
      <div className="h-2 bg-gradient-to-r from-brand-700 via-brand-500 to-accent-500" aria-hidden="true" />
      <CardHeader className="pt-6">
        <CardTitle id="welcome-title" className="text-xl">
          {t('dashboard.welcomeTitle')}
        </CardTitle>
        <CardDescription className="max-w-prose text-base">{t('dashboard.welcomeText')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 pt-3 sm:flex-row">
        {/* Disabled until the cabin feature (create / join by access code) lands. */}
        <Button disabled>
          <Plus aria-hidden="true" />
          {t('dashboard.createCabin')}
        </Button>
        <Button variant="outline" disabled>
          <KeyRound aria-hidden="true" />
          {t('dashboard.joinCabin')}
        </Button>
      </CardContent>
    </Card>
  );
}
