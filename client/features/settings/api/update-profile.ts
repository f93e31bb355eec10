import type { User } from '@shared/schemas/auth';
import type { UpdateProfileBody } from '@shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { apiFetch } from '@/lib/api-client';

/**
 * PATCH /api/user/profile: `displayName` (blank clears it) and/or `profilePicture` (a data URL,
 * or null to remove it). Fields left out keep their value. Answers with the updated user.
 */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return apiFetch<User>('/api/user/profile', { method: 'PATCH', body });
}

/** On success the answer becomes the current user, so the header avatar updates at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
