import type { MessageKind } from '@shared/schemas/message-preferences';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/messages/unsubscribe?token=...: turns off the kind of e-mail the link names. */
export function unsubscribe(token: string): Promise<{ kind: MessageKind }> {
  return apiFetch<{ kind: MessageKind }>(`/api/messages/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
