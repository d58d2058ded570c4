import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MoneyReportDto,
  PartsReportDto,
  RepairsReportDto,
} from '../../../../shared/reports/report-dto';
import type { ReportKind } from '../../../../shared/reports/report-schemas';
import { apiFetch } from '../../../lib/api-fetch';

/** The page's filters as the API reads them ('' = not set). */
export interface ReportFilters {
  from: string;
  to: string;
  technician_id: string;
  device_type: string;
}

export function reportQueryString(filters: ReportFilters): string {
  const entries = Object.entries(filters).filter(([, value]) => value !== '');
  return new URLSearchParams(entries).toString();
}

/** Where the CSV twin of a report is, with the same filters. */
export const reportCsvHref = (kind: ReportKind, filters: ReportFilters) =>
  `/api/reports/${kind}.csv?${reportQueryString(filters)}`;

/** The corrispettivi of the same days (admins): only the range applies to them. */
export const corrispettiviCsvHref = ({ from, to }: ReportFilters) =>
  `/api/reports/corrispettivi.csv?${reportQueryString({ from, to, technician_id: '', device_type: '' })}`;

interface ReportDtos {
  repairs: RepairsReportDto;
  money: MoneyReportDto;
  parts: PartsReportDto;
}

/** One report's query: what the report reads and what its page fetches ahead. */
export const reportQuery = <K extends ReportKind>(kind: K, filters: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', kind, filters],
    queryFn: ({ signal }) =>
      apiFetch<ReportDtos[K]>(`/api/reports/${kind}?${reportQueryString(filters)}`, { signal }),
  });

/** One report; the previous figures stay on screen while a new range loads. */
export function useReport<K extends ReportKind>(kind: K, filters: ReportFilters) {
  return useQuery({ ...reportQuery(kind, filters), placeholderData: keepPreviousData });
}
