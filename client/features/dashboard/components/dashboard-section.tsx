import { KeyRound, LayoutDashboard, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoonCard } from '@/components/section-placeholder';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useCurrentUser } from '@/features/auth';
import { CreateCabinForm, JoinCabinForm } from '@/features/cabins';
import { formatLocalized } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/**
 * The dashboard. Without a current cabin it shows the welcome card (spec section 2, Dashboard)
 * to create a cabin or join one by access code; the widget grid comes later.
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

type WelcomeDialog = 'create' | 'join' | null;

function WelcomeCard() {
  const { t } = useTranslation('shell');
  const { t: tCabins } = useTranslation('cabins');
  const [open, setOpen] = useState<WelcomeDialog>(null);
  const close = () => setOpen(null);
  const onOpenChange = (dialog: Exclude<WelcomeDialog, null>) => (next: boolean) =>
    setOpen(next ? dialog : null);
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
        <Dialog open={open === 'create'} onOpenChange={onOpenChange('create')}>
          <DialogTrigger asChild>
            <Button data-testid="create-cabin-button">
              <Plus aria-hidden="true" />
              {t('dashboard.createCabin')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{tCabins('create.title')}</DialogTitle>
              <DialogDescription>{tCabins('create.description')}</DialogDescription>
            </DialogHeader>
            <CreateCabinForm onCreated={close} onCancel={close} />
          </DialogContent>
        </Dialog>
        <Dialog open={open === 'join'} onOpenChange={onOpenChange('join')}>
          <DialogTrigger asChild>
            <Button variant="outline" data-testid="join-cabin-button">
              <KeyRound aria-hidden="true" />
              {t('dashboard.joinCabin')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{tCabins('join.title')}</DialogTitle>
              <DialogDescription>{tCabins('join.description')}</DialogDescription>
            </DialogHeader>
            <JoinCabinForm onJoined={close} onCancel={close} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
