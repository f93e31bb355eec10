import { z } from 'zod';
import type { LiveJoinMessage } from '../live-events';

/** The join message (../live-events), as the server checks it. */
export const liveJoinMessageSchema = z.object({
  type: z.literal('join'),
  cabinId: z.string().min(1).max(200),
}) satisfies z.ZodType<LiveJoinMessage>;
