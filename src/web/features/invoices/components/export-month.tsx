import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { monthExportHref } from '../api/invoices-api';

/** The month before this one (YYYY-MM): what the accountant usually asks for. */
export function previousMonth(today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * *Esporta mese* (admins): a month, then the zip of its XML files and registro.csv, downloaded
 * as the server names it. A link, not a fetch: the browser streams the zip straight to disk.
 */
export function ExportMonth() {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(previousMonth);
  const valid = MONTH.test(month);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Download className="size-4" aria-hidden="true" />
        Esporta mese
      </Button>
      <Dialog
        open={open}
        title="Esporta il mese per il commercialista"
        onClose={() => setOpen(false)}
      >
        <p className="text-sm">
          Un file zip con le fatture XML del mese e il registro (registro.csv, per Excel).
        </p>
        <TextField
          label="Mese"
          type="month"
          className="mt-4"
          value={month}
          error={valid ? undefined : 'Scegli un mese.'}
          onChange={(event) => setMonth(event.target.value)}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
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
