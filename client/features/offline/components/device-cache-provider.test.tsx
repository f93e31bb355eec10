import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type DeviceCache, DeviceCacheProvider } from './device-cache-provider';

// Issue #18: the kept answers are back before any screen renders; until then the fallback shows,
// and no query runs (it would ask the server for what the device is about to give back).

function CabinName() {
  const cabin = useQuery({ queryKey: ['cabin', 'c1'], queryFn: async () => ({ name: 'Fra serveren' }) });
  return <p>{cabin.data?.name ?? 'ingen'}</p>;
}

describe('the device cache provider', () => {
  it('shows the fallback until the kept answers are back, then the screen with them', async () => {
    const queryClient = createQueryClient();
    let finishRestore: () => void = () => undefined;
    const restored = new Promise<void>((done) => {
      finishRestore = () => {
        queryClient.setQueryData(['cabin', 'c1'], { name: 'Fjellhytta' });
        done();
      };
    });
    const persister = {
      persistClient: async () => undefined,
      restoreClient: async () => undefined,
      removeClient: async () => undefined,
    };
    const cache: DeviceCache = { options: { persister }, restored };
    const app = (
      <DeviceCacheProvider queryClient={queryClient} cache={cache} fallback={<p>Laster...</p>}>
        <CabinName />
      </DeviceCacheProvider>
    );
    const first = render(app);
    expect(screen.getByText('Laster...')).toBeDefined();
    expect(screen.queryByText('ingen')).toBeNull();
    first.unmount();
    await act(async () => finishRestore());
    // Restored: the screen renders at once, with the kept answer rather than asking the server.
    render(app);
    expect(screen.getByText('Fjellhytta')).toBeDefined();
    expect(screen.queryByText('Laster...')).toBeNull();
  });

  it('renders at once on a device without a cache', () => {
    render(
      <DeviceCacheProvider queryClient={createQueryClient()} cache={null} fallback={<p>Laster...</p>}>
        <p>Skjermen</p>
      </DeviceCacheProvider>,
    );
    expect(screen.getByText('Skjermen')).toBeDefined();
  });
});
