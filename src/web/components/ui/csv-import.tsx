import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { plural, pluralWord } from '../../../shared/plural';
import { apiFetch, errorMessage, isApiError } from '../../lib/api-fetch';
import { Alert, StatusRegion } from './alert';
import { Button, buttonClass } from './button';
import { TextField } from './field';

/** What every CSV import answers (products, price list): the check and the import say the same. */
export interface CsvImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
}

/** The words of a report: 'prodotto'/'prodotti', 'creato'/'creati', 'aggiornato'/'aggiornati'. */
export interface CsvImportWords {
  noun: [string, string];
  created: [string, string];
  updated: [string, string];
}

/** The report's counts in words, singular or plural as they come. */
const counted = (report: CsvImportReport, words: CsvImportWords, done: boolean) => {
  const created = plural(report.created, ...words.noun);
  return done
    ? `${created} ${pluralWord(report.created, ...words.created)}, ${plural(report.updated, ...words.updated)}`
    : `${created} da creare e ${report.updated} da aggiornare`;
};

interface CsvImportProps<R extends CsvImportReport> {
  /** The import's path (POST, `?dry_run=true` for the check) and the export's. */
  path: string;
  exportHref: string;
  hint: string;
  words: CsvImportWords;
  /** Queries to refresh after an import. */
  queryKey: readonly unknown[];
  /** What a clean check lists besides the counts (the products' field changes). */
  details?: (report: R) => ReactNode;
}

/** CSV out for Excel, and in: first a check that lists every bad row, then the import itself. */
export function CsvImport<R extends CsvImportReport>(props: CsvImportProps<R>) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<R | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const report = await apiFetch<R>(`${props.path}${dryRun ? '?dry_run=true' : ''}`, {
        method: 'POST',
        body,
      });
      if (dryRun) setChecked(report);
      else {
        setChecked(null);
        setDone(`Importazione completata: ${counted(report, props.words, true)}.`);
        await queryClient.invalidateQueries({ queryKey: props.queryKey });
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
      <a href={props.exportHref} download className={`${buttonClass('secondary')} self-start`}>
        <Download className="size-4" aria-hidden="true" />
        Esporta CSV
      </a>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="File CSV da importare"
          type="file"
          accept=".csv,text/csv"
          hint={props.hint}
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
            {`File corretto: ${plural(checked.rows, 'riga', 'righe')}, ${counted(checked, props.words, false)}.`}
          </Alert>
        )}
        {done && <Alert tone="success">{done}</Alert>}
      </StatusRegion>
      {checked && checked.errors.length === 0 && props.details?.(checked)}
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
