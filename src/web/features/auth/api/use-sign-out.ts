import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearStoredData } from '../../../lib/stored-data';
import { signOut } from './auth-api';

/** Ends the session, forgets cached data and stored identifiers, then opens /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      navigate('/login', { replace: true });
      queryClient.clear();
      clearStoredData();
    },
  });
}
