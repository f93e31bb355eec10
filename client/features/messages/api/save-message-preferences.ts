import type { MessagePreferences } from '@shared/schemas/message-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { messagePreferencesQueryKey } from './get-message-preferences';

/** PUT /api/user/notification-preferences: every choice at once. */
export function saveMessagePreferences(preferences: MessagePreferences): Promise<MessagePreferences> {
  return apiFetch<MessagePreferences>('/api/user/notification-preferences', {
    method: 'PUT',
    body: preferences,
  });
}

/** Saves at once, showing the new choice before the answer; a refusal puts the old one back. */
export function useSaveMessagePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessagePreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: messagePreferencesQueryKey });
      const previous = queryClient.getQueryData<MessagePreferences>(messagePreferencesQueryKey);
      queryClient.setQueryData(messagePreferencesQueryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(messagePreferencesQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagePreferencesQueryKey }),
  });
}
