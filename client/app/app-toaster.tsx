import { Suspense, useState } from 'react';
import { useToasts } from '@/components/toast/toast-store';
import { lazyChunk } from '@/lib/leaving-page';
import { useIdle } from '@/lib/when-idle';

// Radix Toast and the toaster are a chunk of their own (issue #11: the landing page's initial JS).
const Toaster = lazyChunk(() => import('@/components/toast/toaster').then((module) => module.Toaster));

/** How long a screen that toasts waits for a quiet moment before it mounts the toaster anyway. */
const TOASTER_IDLE_TIMEOUT_MS = 3000;

/**
 * The toaster, once a toast is waiting, or once the browser is idle on a screen that toasts
 * (`wanted`: the sign-in page or the signed-in shell), so the first toast there shows without a
 * download. Not with the screen itself: on a signed-in start it was six more files before the
 * first screen was complete (issue #18). It stays mounted from then on, so a toast shown as the
 * screen changes (a failed sign-out ends on the landing page) is still seen.
 */
export function AppToaster({ wanted }: { wanted: boolean }) {
  const waiting = useToasts().length > 0;
  const idle = useIdle(TOASTER_IDLE_TIMEOUT_MS, wanted);
  const [mounted, setMounted] = useState(false);
  if ((waiting || (wanted && idle)) && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
