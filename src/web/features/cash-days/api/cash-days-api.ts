import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashDayDto, RtReportDto } from '../../../../shared/cash-days/cash-day-dto';
import type { CashMovementKind } from '../../../../shared/cash-days/cash-day-schemas';
import type { RtActionDto } from '../../../../shared/receipts/fiscal-devices';
import { apiFetch } from '../../../lib/api-fetch';

/** The drawer's day (decision 051): what the *Cassa* page reads and writes. */
const cashDaysKey = ['cash-days'] as const;

export const cashDayQuery = (date: string, drawer: string) => {
  const query = new URLSearchParams({ date, ...(drawer ? { drawer } : {}) });
  return queryOptions({
    queryKey: [...cashDaysKey, date, drawer],
    queryFn: ({ signal }) => apiFetch<CashDayDto>(`/api/cash-days?${query}`, { signal }),
  });
};

export function useCashDay(date: string, drawer: string) {
  return useQuery(cashDayQuery(date, drawer));
}

/** Every write answers the day as it now stands; the page reads it again. */
function useCashDayWrite<I>(request: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: cashDaysKey }),
  });
}

export const useOpenCashDay = () =>
  useCashDayWrite((input: { float: string; drawer?: string }) =>
    apiFetch<CashDayDto>('/api/cash-days/open', { method: 'POST', body: input }),
  );

export const useCashMovement = () =>
  useCashDayWrite(
    ({ id, ...body }: { id: string; kind: CashMovementKind; amount: string; reason: string }) =>
      apiFetch<CashDayDto>(`/api/cash-days/${encodeURIComponent(id)}/movements`, {
        method: 'POST',
        body,
      }),
  );

export const useCloseCashDay = () =>
  useCashDayWrite(({ id, cash }: { id: string; cash: string }) =>
    apiFetch<CashDayDto>(`/api/cash-days/${encodeURIComponent(id)}/close`, {
      method: 'POST',
      body: { counted: { contanti: cash } },
    }),
  );

export const useRtReport = () =>
  useCashDayWrite(({ deviceId, kind }: { deviceId: string; kind: 'x' | 'z' }) =>
    apiFetch<RtReportDto>(`/api/settings/fiscal-devices/${encodeURIComponent(deviceId)}/report`, {
      method: 'POST',
      body: { kind },
    }),
  );

/** *Apri cassetto* (staff): the RT's answer, `ok: false` with its reason in Italian. */
export const useOpenDrawer = () =>
  useMutation({
    mutationFn: (deviceId: string) =>
      apiFetch<RtActionDto>(`/api/settings/fiscal-devices/${encodeURIComponent(deviceId)}/drawer`, {
        method: 'POST',
      }),
  });
