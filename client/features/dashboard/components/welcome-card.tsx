import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { CreateCabinForm, JoinCabinForm } from '@/features/cabins';

type WelcomeDialog = 'create' | 'join' | null;

/** Product section 2: without a current cabin, the dashboard offers to create one or join one by code. */
export function WelcomeCard() {
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
