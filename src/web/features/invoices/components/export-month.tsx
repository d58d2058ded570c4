import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { romeToday } from '../../../../shared/format';
import type { InvoiceExportCountDto } from '../../../../shared/invoices/invoice-dto';
import { plural } from '../../../../shared/plural';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { apiFetch } from '../../../lib/api-fetch';
import { invoicesApi, monthExportHref } from '../api/invoices-api';

/** The month before a YYYY-MM month. */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function useExportCount(month: string, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesApi.key, 'export-count', month],
    queryFn: ({ signal }) =>
      apiFetch<InvoiceExportCountDto>(
        `${invoicesApi.path}/export/count?${new URLSearchParams({ month })}`,
        { signal },
      ),
    enabled: enabled && MONTH.test(month),
  });
}

/** What the zip will hold, said as the month is chosen. */
function countText(count: number): string {
  return count === 0
    ? 'Nessun documento emesso nel mese: lo zip conterrà solo il registro, vuoto.'
    : `${plural(count, 'documento emesso', 'documenti emessi')} nel mese (fatture e note di credito).`;
}

/**
 * *Esporta mese* (admins): a month, then the zip of its XML files and registro.csv, downloaded
 * as the server names it. A link, not a fetch: the browser streams the zip straight to disk.
 * It proposes last month, what the accountant usually asks for, unless last month has no
 * document and this one has (a shop's first month, or the first days of a month).
 */
export function ExportMonth() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const thisMonth = romeToday().slice(0, 7);
  const lastMonth = monthBefore(thisMonth);
  const last = useExportCount(lastMonth, open);
  const current = useExportCount(thisMonth, open);
  const proposed =
    last.data && current.data
      ? last.data.count === 0 && current.data.count > 0
        ? thisMonth
        : lastMonth
      : null;
  const month = chosen ?? proposed ?? '';
  const valid = MONTH.test(month);
  const count = useExportCount(month, open && valid);
  const close = () => {
    setOpen(false);
    setChosen(null);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Download className="size-4" aria-hidden="true" />
        Esporta mese
      </Button>
      <Dialog open={open} title="Esporta il mese per il commercialista" onClose={close}>
        <p className="text-sm">
          Un file zip con le fatture XML del mese, il registro (registro.csv) e i corrispettivi dei
          documenti commerciali (corrispettivi.csv), per Excel.
        </p>
        <TextField
          label="Mese"
          type="month"
          className="mt-4"
          value={month}
          error={valid || proposed === null ? undefined : 'Scegli un mese.'}
          onChange={(event) => setChosen(event.target.value)}
        />
        <p role="status" className="mt-2 text-sm">
          {valid && count.data?.month === month ? countText(count.data.count) : ''}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Chiudi
          </Button>
          {valid && (
            <a href={monthExportHref(month)} download className={buttonClass('primary')}>
              <Download className="size-4" aria-hidden="true" />
              Scarica lo zip
            </a>
          )}
        </div>
      </Dialog>
    </>
  );
}
