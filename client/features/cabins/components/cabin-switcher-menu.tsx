import type { CabinSummary } from '@shared/schemas/cabins';
import { Check, KeyRound, Plus } from 'lucide-react';
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
import { type PopupArrival, useArrivalFocus } from '@/lib/use-popup-intent';
import { useCurrentCabinId } from '../api/get-cabin';
import { useSwitchCabin } from '../api/switch-cabin';
import { type CabinDoor, CabinDoorDialog } from './cabin-door-dialog';
import { CabinSwitcherButton } from './cabin-switcher-button';

/**
 * The cabin switcher's menu (Radix), a chunk of its own that CabinSwitcher loads on intent (issue
 * #18), with the forms for a new cabin and for joining one.
 */
export default function CabinSwitcherMenu({
  cabins,
  defaultOpen,
  focusTrigger,
}: { cabins: readonly CabinSummary[] } & PopupArrival) {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  const currentCabinId = useCurrentCabinId();
  const switchCabin = useSwitchCabin();
  const [door, setDoor] = useState<CabinDoor | null>(null);
  const trigger = useArrivalFocus<HTMLButtonElement>({ defaultOpen, focusTrigger });

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
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <CabinSwitcherButton ref={trigger} disabled={switchCabin.isPending} />
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
