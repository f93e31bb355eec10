import type { memberResetLinkSchema } from '@shared/schemas/message-preferences';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type MemberResetLink = z.infer<typeof memberResetLinkSchema>;

/** POST /api/cabin/members/{id}/reset-link: a one-time link to a new password, valid a day. */
export function createResetLink(memberId: string): Promise<MemberResetLink> {
  return apiFetch<MemberResetLink>(`/api/cabin/members/${encodeURIComponent(memberId)}/reset-link`, {
    method: 'POST',
  });
}

export function useCreateResetLink() {
  return useMutation({ mutationFn: createResetLink });
}
