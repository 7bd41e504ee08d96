import { useMutation } from '@tanstack/react-query';
import { createToken } from '../api/create-token';

export function useCreateToken() {
  return useMutation({
    mutationKey: ['auth', 'create-token'],
    mutationFn: (credentials: { username: string; password: string }) => createToken(credentials),
  });
}
