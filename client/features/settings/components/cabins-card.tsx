import type { CabinSummary } from '@shared/schemas/cabins';
import { Check, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { CabinDoors, RoleBadge, useSwitchCabin, useUserCabins } from '@/features/cabins';

/**
 * My cabins: every cabin the user belongs to, owned ones with an owner badge, the current one
 * marked and the others with a switch button, then "New cabin" and "Join a cabin" (issue #13).
 * Hidden while the user has no cabin (the dashboard's welcome card offers both then).
 */
export function CabinsCard() {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const user = useCurrentUser();
  const cabins = useUserCabins();
  const switchCabin = useSwitchCabin();

  if (!cabins.data || cabins.data.length === 0) return null;

  const onSwitch = async (cabin: CabinSummary) => {
    if (switchCabin.isPending) return;
    try {
      await switchCabin.mutateAsync({ cabinId: cabin.id });
      toastSuccess(
        tCabins('switcher.switched'),
        tCabins('switcher.switchedDescription', { name: cabin.name }),
      );
    } catch (error) {
      toastFailure(tCabins('switcher.failed'), error);
    }
  };

  return (
    <TitledCard title={t('cabins.title')} description={t('cabins.description')} testId="cabins-card">
      <ul className="flex flex-col divide-y divide-slate-100">
        {cabins.data.map((cabin) => {
          const current = cabin.id === user.currentCabinId;
          const switching = switchCabin.isPending && switchCabin.variables?.cabinId === cabin.id;
          return (
            <li
              key={cabin.id}
              className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
              data-testid={`cabin-row-${cabin.id}`}
              data-current={current || undefined}
              aria-current={current || undefined}
            >
              <Home className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium text-slate-900">{cabin.name}</span>
                  {cabin.isOwner ? <RoleBadge value="owner" /> : null}
                </span>
                {cabin.address ? (
                  <span className="truncate text-sm text-slate-600">{cabin.address}</span>
                ) : null}
              </div>
              {current ? (
                <Badge variant="secondary" data-testid="current-cabin-badge">
                  <Check aria-hidden="true" />
                  {t('cabins.current')}
                </Badge>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={switchCabin.isPending}
                  aria-label={t('cabins.switchTo', { name: cabin.name })}
                  onClick={() => void onSwitch(cabin)}
                >
                  {switching ? t('cabins.switching') : t('cabins.switch')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <CabinDoors />
      </div>
    </TitledCard>
  );
}
