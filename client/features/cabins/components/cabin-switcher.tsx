import { Check, ChevronDown, House, KeyRound, Plus } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useCurrentCabinId } from '../api/get-cabin';
import { useUserCabins } from '../api/get-user-cabins';
import { useSwitchCabin } from '../api/switch-cabin';
import { type CabinDoor, CabinDoorDialog } from './cabin-door-dialog';

/**
 * Desktop header dropdown listing the user's cabins (product section 2), shown only when the user
 * has more than one. Owned cabins carry an owner badge; the current one is checked. Choosing
 * another makes it the current cabin; "New cabin" and "Join a cabin" open the same forms as
 * Settings -> My cabins (issue #13).
 */
export function CabinSwitcher() {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  const cabins = useUserCabins().data ?? [];
  const currentCabinId = useCurrentCabinId();
  const switchCabin = useSwitchCabin();
  const [door, setDoor] = useState<CabinDoor | null>(null);

  if (cabins.length <= 1) return null;

  const choose = async (cabinId: string) => {
    if (cabinId === currentCabinId || switchCabin.isPending) return;
    try {
      const response = await switchCabin.mutateAsync({ cabinId });
      toast({
        variant: 'success',
        title: t('switcher.switched'),
        description: t('switcher.switchedDescription', { name: response.cabin.name }),
      });
    } catch {
      // Product section 8: one fixed text for a failed switch.
      toast({ variant: 'destructive', title: tc('toast.error'), description: t('switcher.failed') });
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-testid="cabin-switcher"
          disabled={switchCabin.isPending}
          className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 transition-colors hover:bg-sand-100 disabled:opacity-50 data-[state=open]:bg-sand-100"
        >
          <House className="size-4 text-slate-500" aria-hidden="true" />
          {t('switcher.label')}
          <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-80">
          <DropdownMenuLabel className="text-xs font-semibold text-slate-600 uppercase">
            {t('switcher.heading')}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuPrimitive.RadioGroup
            value={currentCabinId ?? ''}
            onValueChange={(cabinId) => void choose(cabinId)}
          >
            {cabins.map((cabin) => {
              const current = cabin.id === currentCabinId;
              return (
                <DropdownMenuPrimitive.RadioItem
                  key={cabin.id}
                  value={cabin.id}
                  data-testid="cabin-switcher-item"
                  disabled={switchCabin.isPending}
                  className={cn(
                    'relative flex cursor-pointer items-center gap-2 rounded-md py-2 pr-2 pl-8 text-sm outline-none select-none',
                    'data-[highlighted]:bg-sand-100 data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
                    current && 'font-semibold',
                  )}
                >
                  <span className="absolute left-2 flex size-4 items-center justify-center">
                    <DropdownMenuPrimitive.ItemIndicator>
                      <Check className="size-4 text-brand-700" aria-hidden="true" />
                    </DropdownMenuPrimitive.ItemIndicator>
                  </span>
                  <span className="min-w-0 flex-1 truncate">{cabin.name}</span>
                  {current ? <span className="sr-only">({t('switcher.current')})</span> : null}
                  {cabin.isOwner ? <Badge variant="secondary">{t('roles.owner')}</Badge> : null}
                </DropdownMenuPrimitive.RadioItem>
              );
            })}
          </DropdownMenuPrimitive.RadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDoor('create')} data-testid="cabin-switcher-new">
            <Plus aria-hidden="true" />
            {t('doors.newCabin')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDoor('join')} data-testid="cabin-switcher-join">
            <KeyRound aria-hidden="true" />
            {t('doors.joinCabin')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CabinDoorDialog door={door} onClose={() => setDoor(null)} />
    </>
  );
}
