import { TOOLTIP_DELAY_MS } from '@shared/constants';
import { Slot } from 'radix-ui';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { intentLoader } from '@/lib/intent-loader';
import type { TooltipArrival } from './tooltip-popup';

const tooltipCode = intentLoader(() => import('./tooltip-popup'));

/**
 * A tooltip for an icon-only button (product section 9: 700 ms delay). The button keeps its own
 * aria-label; the tooltip only shows sighted mouse and keyboard users what the icon means.
 *
 * Its code (Radix's tooltip and positioning) is a chunk of its own (issue #18), downloaded when
 * the button is first pointed at. The loaded tooltip takes the button's place only when it is to
 * show: after the delay under a resting pointer, or at once for the keyboard's focus; never
 * between a press and its click, which would then be lost.
 */
export function IconTooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const [arrival, setArrival] = useState<TooltipArrival | null>(() =>
    tooltipCode.current() ? { defaultOpen: false, focusTrigger: false } : null,
  );
  const pressed = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const stopHover = () => window.clearTimeout(hoverTimer.current);
  // A pointer that rested on a button removed meanwhile (a hidden widget) shows nothing.
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  const show = (next: TooltipArrival) => {
    tooltipCode.load().then(
      () => {
        if (!pressed.current) setArrival(next);
      },
      // Without the chunk (offline) the button stays as it is; the next intent asks again.
      () => undefined,
    );
  };

  const loaded = arrival ? tooltipCode.current() : null;
  if (loaded && arrival) {
    const TooltipPopup = loaded.default;
    return (
      <TooltipPopup label={label} {...arrival}>
        {children}
      </TooltipPopup>
    );
  }
  const release = () => {
    pressed.current = false;
  };
  return (
    <Slot.Root
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        const button = event.currentTarget;
        tooltipCode.load().catch(() => undefined);
        stopHover();
        hoverTimer.current = window.setTimeout(
          () => show({ defaultOpen: true, focusTrigger: document.activeElement === button }),
          TOOLTIP_DELAY_MS,
        );
      }}
      onPointerLeave={() => {
        stopHover();
        release();
      }}
      onPointerDown={() => {
        stopHover();
        pressed.current = true;
      }}
      onKeyDown={() => {
        pressed.current = true;
      }}
      onKeyUp={release}
      onClick={release}
      onFocus={() => {
        // A press focuses the button too; only the keyboard's focus shows the tooltip at once.
        if (!pressed.current) show({ defaultOpen: false, focusTrigger: true });
      }}
    >
      {children}
    </Slot.Root>
  );
}
