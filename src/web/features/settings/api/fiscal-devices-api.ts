import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FiscalDeviceDto,
  FiscalDeviceTestDto,
} from '../../../../shared/receipts/fiscal-devices';
import { apiFetch } from '../../../lib/api-fetch';

const PATH = '/api/settings/fiscal-devices';
const key = ['settings', 'fiscal-devices'] as const;

/** Settings → Registratore telematico: the shop's RT (the first one: a shop has one). */
export function useFiscalDevices() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<{ items: FiscalDeviceDto[] }>(PATH, { signal }),
  });
}

export type FiscalDeviceDraft = Pick<
  FiscalDeviceDto,
  'name' | 'url' | 'operator' | 'timeout_ms' | 'departments' | 'tenders' | 'enabled'
>;

/** Adds the RT, or saves it over the version read (409 when someone saved in between). */
export function useSaveFiscalDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      version,
      draft,
    }: {
      id?: string;
      version?: number;
      draft: FiscalDeviceDraft;
    }) =>
      id
        ? apiFetch<FiscalDeviceDto>(`${PATH}/${id}`, {
            method: 'PATCH',
            body: { ...draft, version },
          })
        : apiFetch<FiscalDeviceDto>(PATH, { method: 'POST', body: draft }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useTestFiscalDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<FiscalDeviceTestDto>(`${PATH}/${id}/test`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
