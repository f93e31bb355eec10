import { TOOLTIP_DELAY_MS } from '@shared/constants';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useFocusOnMount } from '@/lib/use-popup-intent';

/** How the loaded tooltip starts: shown (the pointer rested on the button), or with the focus. */
export type TooltipArrival = { defaultOpen: boolean; focusTrigger: boolean };

/**
 * The tooltip itself (Radix, with its positioning): a chunk of its own that IconTooltip loads
 * (issue #18). Each tooltip brings its own provider, so it works wherever it is rendered (dialogs,
 * tests).
 */
export default function TooltipPopup({
  label,
  children,
  defaultOpen,
  focusTrigger,
}: { label: ReactNode; children: ReactElement } & TooltipArrival) {
  // The button this one replaced had the focus: it stays with the user (and shows the tooltip).
  const trigger = useFocusOnMount<HTMLButtonElement>(focusTrigger);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root defaultOpen={defaultOpen}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
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
