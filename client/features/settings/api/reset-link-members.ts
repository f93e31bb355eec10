import type { resetLinkMembersSchema } from '@shared/schemas/message-preferences';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cabinMembersQueryKeyBase } from '@/features/cabins';
import { apiFetch } from '@/lib/api-client';

export type ResetLinkMembers = z.infer<typeof resetLinkMembersSchema>;

/**
 * GET /api/cabin/members/reset-links: whom the owner or an admin may make a reset link for (no
 * e-mail address of their own, no other cabin; issue #36). Under the members' key, so every
 * membership change (and its live event) reads it again.
 */
export function useResetLinkMembers(cabinId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...cabinMembersQueryKeyBase, cabinId, 'reset-links'],
    queryFn: ({ signal }) => apiFetch<ResetLinkMembers>('/api/cabin/members/reset-links', { signal }),
    enabled,
  });
}
