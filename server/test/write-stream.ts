// A stream of writes through the API from several callers at once, as a busy family would send
// them, that kills the server once enough of them were acknowledged: the crash test's load.
// Only a write whose 2xx answer arrived counts as acknowledged; the ones in flight at the kill
// may or may not have been kept, so nothing is expected of them.

export type AckedItem = {
  id: string;
  name: string;
  /** Unknown (undefined) while a tick of it was sent but not answered. */
  status: 'needed' | 'completed' | undefined;
};
export type AckedBooking = { id: string; startDate: string; endDate: string };
export type AckedWrites = { items: AckedItem[]; bookings: AckedBooking[]; count: number };

/**
 * The night `offset` days after the first day of the stream's bookings. The child server runs on
 * the real clock and refuses stays in the past, so they are far enough ahead never to be.
 */
function day(offset: number): string {
  return new Date(Date.UTC(2090, 0, 1 + offset)).toISOString().slice(0, 10);
}

type Step = { method: 'POST' | 'PUT'; path: string; body: unknown; onAck: (answer: unknown) => void };

export async function writeUntilKilled(
  baseUrl: string,
  cookie: string,
  { killAfter, kill, callers = 6 }: { killAfter: number; kill: () => Promise<void>; callers?: number },
): Promise<{ acked: AckedWrites; inFlightAtKill: number }> {
  const acked: AckedWrites = { items: [], bookings: [], count: 0 };
  let next = 0;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let killed: Promise<void> | null = null;

  const acknowledge = () => {
    acked.count += 1;
    if (acked.count >= killAfter && !killed) {
      inFlightAtKill = inFlight;
      killed = kill();
    }
  };

  /** Write i: two new items, then two requests for the same stay (one wins, one gets 409), then a tick. */
  const stepFor = (i: number): Step => {
    const slot = Math.floor(i / 5);
    const kind = i % 5;
    if (kind === 2 || kind === 3) {
      const stay = { startDate: day(slot * 3), endDate: day(slot * 3 + 2) };
      return {
        method: 'POST',
        path: '/api/bookings',
        body: { ...stay, notes: `Opphold ${slot}` },
        onAck: (answer) => acked.bookings.push({ id: (answer as { id: string }).id, ...stay }),
      };
    }
    const untouched = kind === 4 ? acked.items.find((item) => item.status === 'needed') : undefined;
    if (untouched) {
      untouched.status = undefined;
      return {
        method: 'PUT',
        path: `/api/shopping-items/${untouched.id}`,
        body: { status: 'completed' },
        onAck: () => {
          untouched.status = 'completed';
        },
      };
    }
    const name = `Vare ${i}`;
    return {
      method: 'POST',
      path: '/api/shopping-items',
      body: { name },
      onAck: (answer) => acked.items.push({ id: (answer as { id: string }).id, name, status: 'needed' }),
    };
  };

  const caller = async () => {
    while (!killed) {
      const step = stepFor(next++);
      inFlight += 1;
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${step.path}`, {
          method: step.method,
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify(step.body),
        });
      } catch (error) {
        // After the kill, a request in flight loses its connection; before it, that is a failure.
        if (killed) return;
        throw error;
      } finally {
        inFlight -= 1;
      }
      if (response.status === 409 && step.path === '/api/bookings') continue;
      if (response.status < 200 || response.status >= 300) {
        throw new Error(`${step.method} ${step.path}: ${response.status} ${await response.text()}`);
      }
      let answer: unknown;
      try {
        answer = await response.json();
      } catch (error) {
        // The answer was cut off by the kill: not acknowledged.
        if (killed) return;
        throw error;
      }
      step.onAck(answer);
      acknowledge();
    }
  };

  await Promise.all(Array.from({ length: callers }, caller));
  await killed;
  return { acked, inFlightAtKill };
}
