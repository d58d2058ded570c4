import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupRunDto, BackupsView } from '../../../../shared/backups';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/backups';
const backupsQueryKey = ['settings', 'backups'] as const;

/** The last backups; asked again every 2 seconds while one is being written. */
export function useBackups() {
  return useQuery({
    queryKey: backupsQueryKey,
    queryFn: ({ signal }) => apiFetch<BackupsView>(PATH, { signal }),
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'running') ? 2000 : false,
  });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ run: BackupRunDto; message: string }>(PATH, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}

/** *Scarica*: a plain link, the browser sends the session cookie and saves the file. */
export function backupDownloadUrl(run: Pick<BackupRunDto, 'id'>): string {
  return `${PATH}/${run.id}/download`;
}
