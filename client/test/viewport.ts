import { vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '@/lib/use-media-query';

/**
 * Makes `matchMedia` answer as a phone (under the 768 px breakpoint) or a wide screen would. The
 * caller's `vi.unstubAllGlobals()` puts the real one back.
 */
export function stubViewport(size: 'mobile' | 'wide'): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: size === 'mobile' && query === MOBILE_MEDIA_QUERY,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
