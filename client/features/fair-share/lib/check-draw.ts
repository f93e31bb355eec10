import { runDraw, sha256Hex } from '@shared/draw';
import type { DrawResult } from '@shared/schemas/peak-periods';

// "Check the draw" (issue #36, item 3; decision 043): what any member's browser can check of a
// drawn period without trusting the server's word: that the revealed seed is the one committed to
// before the wishes closed, and that the same draw (shared/draw.ts) on the published inputs gives
// the published result.

/** The parts of a result a re-run can disagree with, in the order they are told. */
export const DRAW_PARTS = ['order', 'pastNights', 'allocations', 'refused'] as const;
export type DrawPart = (typeof DRAW_PARTS)[number];

export type DrawCheck =
  /** A draw made before its inputs were recorded: only the seed can be compared. */
  | { kind: 'noInputs'; seedMatches: boolean; seedHash: string }
  | { kind: 'checked'; seedMatches: boolean; seedHash: string; differs: DrawPart[] };

/** JSON of a value with its object keys sorted, so the order keys came in does not count. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export async function checkDraw(result: DrawResult, seedCommitment: string | null): Promise<DrawCheck> {
  const seedHash = await sha256Hex(result.seed);
  const seedMatches = seedCommitment !== null && seedHash === seedCommitment.toLowerCase();
  if (!result.inputs) return { kind: 'noInputs', seedMatches, seedHash };
  const rerun = await runDraw({
    seed: result.seed,
    period: result.inputs.period,
    wishes: result.inputs.wishes,
    pastNights: result.pastNights,
    booked: result.inputs.booked,
  });
  // The bookings the draw made are the server's; the re-run compares what the draw decided.
  const published = {
    order: result.order,
    pastNights: result.pastNights,
    allocations: result.allocations.map(({ bookingId: _, ...allocation }) => allocation),
    refused: result.refused,
  };
  const differs = DRAW_PARTS.filter((part) => canonical(rerun[part]) !== canonical(published[part]));
  return { kind: 'checked', seedMatches, seedHash, differs };
}
