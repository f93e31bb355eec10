import { Popover } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTooltip } from '@/components/ui/tooltip';
import { type PopupArrival, useArrivalFocus } from '@/lib/use-popup-intent';
import { BellButton } from './bell-button';
import { NotificationPanel } from './notification-panel';

/**
 * The bell's popover listing the notifications (Radix), a chunk of its own that the bell loads on
 * intent (issue #18).
 */
export default function BellPopover({ count, defaultOpen, focusTrigger }: { count: number } & PopupArrival) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const trigger = useArrivalFocus<HTMLButtonElement>({ defaultOpen, focusTrigger });

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <IconTooltip label={t('bell.label')}>
        <Popover.Trigger asChild>
          <BellButton ref={trigger} count={count} />
        </Popover.Trigger>
      </IconTooltip>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 flex w-[min(20rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg outline-none"
        >
          <NotificationPanel titleId={titleId} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
