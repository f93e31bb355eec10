import type { AcceptInvitationResponse } from '@shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationsQueryKeyBase } from './get-invitations';
import { refreshAfterCabinChange } from './refresh-after-cabin-change';

export type AnswerInvitationVariables = { invitationId: string; answer: 'accept' | 'decline' };

/** POST /api/invitations/{id}/accept or /decline: only the invitee answers. */
export function answerInvitation({
  invitationId,
  answer,
}: AnswerInvitationVariables): Promise<AcceptInvitationResponse | { message: string }> {
  return apiFetch(`/api/invitations/${encodeURIComponent(invitationId)}/${answer}`, { method: 'POST' });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // Also after a failure: a 404 means it was withdrawn or expired meanwhile.
    onSettled: async (_data, _error, { answer }) => {
      await queryClient.invalidateQueries({ queryKey: invitationsQueryKeyBase });
      if (answer === 'accept') await refreshAfterCabinChange(queryClient);
    },
  });
}
