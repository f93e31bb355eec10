import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/components/toast/toast-store';

// Radix Toast and the toaster are a chunk of their own (issue #11: the landing page's initial JS),
// requested as soon as a screen that can toast renders, in parallel with that screen's own chunk.
const Toaster = lazy(() =>
  import('@/components/toast/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * The toaster, once the app shows a screen that toasts (`wanted`: the sign-in page or the
 * signed-in shell) or a toast is waiting. It stays mounted from then on, so a toast shown as the
 * screen changes (a failed sign-out ends on the landing page) is still seen.
 */
export function AppToaster({ wanted }: { wanted: boolean }) {
  const waiting = useToasts().length > 0;
  const needed = wanted || waiting;
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  if (!needed && !mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
