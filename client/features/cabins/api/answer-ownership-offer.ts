import type { OwnershipOfferAnswerBody } from '@shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invitationsQueryKeyBase } from './get-invitations';
import { userCabinsQueryKey } from './get-user-cabins';
import { invalidateMembership } from './invalidate-membership';

export type AnswerOwnershipOfferVariables = OwnershipOfferAnswerBody & { answer: 'accept' | 'decline' };

/** POST /api/cabin/ownership-offer/accept or /decline: only the member it was made to answers. */
export function answerOwnershipOffer({ answer, cabinId }: AnswerOwnershipOfferVariables) {
  return apiFetch<{ message: string }>(`/api/cabin/ownership-offer/${answer}`, {
    method: 'POST',
    body: { cabinId },
  });
}

export function useAnswerOwnershipOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOwnershipOffer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKeyBase }),
        queryClient.invalidateQueries({ queryKey: userCabinsQueryKey }),
        invalidateMembership(queryClient),
      ]),
  });
}
