import { TOOLTIP_DELAY_MS } from '@shared/constants';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A tooltip for an icon-only button (product section 9: 700 ms delay). The button keeps its own
 * aria-label; the tooltip only shows sighted mouse and keyboard users what the icon means. Each
 * tooltip brings its own provider, so it works wherever it is rendered (dialogs, tests).
 */
export function IconTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className={cn(
              'z-50 max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md',
              'data-[state=closed]:animate-out data-[state=delayed-open]:animate-in',
            )}
          >
            {label}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
