import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import type { ImportReport } from '../../../../shared/inventory/products-import';
import { plural, pluralWord } from '../../../../shared/plural';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { apiFetch, errorMessage, isApiError } from '../../../lib/api-fetch';
import { productsApi } from '../api/products-api';
import { ImportChanges } from './import-changes';

/** The report's counts in words, singular or plural as they come. */
const counted = (report: ImportReport, verb: 'da creare' | 'creati') => {
  const created = plural(report.created, 'prodotto', 'prodotti');
  return verb === 'creati'
    ? `${created} ${pluralWord(report.created, 'creato', 'creati')}, ${plural(report.updated, 'aggiornato', 'aggiornati')}`
    : `${created} da creare e ${report.updated} da aggiornare`;
};

const send = (file: File, dryRun: boolean) => {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<ImportReport>(`/api/products/import${dryRun ? '?dry_run=true' : ''}`, {
    method: 'POST',
    body,
  });
};

/** CSV out for Excel, and in: first a check that lists every bad row, then the import itself. */
export function ProductsImport() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const report = await send(file, dryRun);
      if (dryRun) setChecked(report);
      else {
        setChecked(null);
        setDone(`Importazione completata: ${counted(report, 'creati')}.`);
        await queryClient.invalidateQueries({ queryKey: productsApi.key });
      }
    } catch (error) {
      setFailure(errorMessage(error));
      if (isApiError(error)) setChecked(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <a
        href="/api/products/export.csv"
        download
        className={`${buttonClass('secondary')} self-start`}
      >
        <Download className="size-4" aria-hidden="true" />
        Esporta CSV
      </a>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="File CSV da importare"
          type="file"
          accept=".csv,text/csv"
          hint="Colonne: SKU; EAN; Nome; Marca; Categoria; Fornitore; Quantità; Prezzo; Costo; Descrizione; Scorta minima (come l'esportazione). Servono SKU e Nome; le colonne che mancano restano come sono. Al massimo 50.000 righe e 5 MB."
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setChecked(null);
            setDone(null);
          }}
        />
        <Button
          variant="secondary"
          busy={busy && !checked}
          disabled={!file}
          onClick={() => void run(true)}
        >
          Controlla il file
        </Button>
        <Button
          busy={busy && Boolean(checked)}
          disabled={!checked || checked.errors.length > 0}
          onClick={() => void run(false)}
        >
          <Upload className="size-4" aria-hidden="true" />
          Importa
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <StatusRegion>
        {checked && checked.errors.length === 0 && (
          <Alert tone="success">
            {`File corretto: ${plural(checked.rows, 'riga', 'righe')}, ${counted(checked, 'da creare')}.`}
          </Alert>
        )}
        {done && <Alert tone="success">{done}</Alert>}
      </StatusRegion>
      {checked && checked.errors.length === 0 && <ImportChanges changes={checked.changes} />}
      {checked && checked.errors.length > 0 && (
        <Alert
          tone="error"
          title={`${plural(checked.errors.length, 'errore', 'errori')}: correggi il file e controllalo di nuovo.`}
        >
          <ul className="list-disc pl-5">
            {checked.errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>{`Riga ${e.line}: ${e.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
