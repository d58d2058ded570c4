import { type DragEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../../shared/format';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-fetch';
import { useImportFiles } from '../api/supplier-invoices-api';

const DUPLICATE = 'Fattura già importata';

/**
 * *Carica fatture*: `.xml`, `.xml.p7m` or `.zip` files, chosen or dropped on the box, uploaded at
 * once; each file (each entry of a zip) says whether it was imported, a duplicate or refused.
 */
export function SupplierInvoiceUpload() {
  const id = useId();
  const upload = useImportFiles();
  const [dragging, setDragging] = useState(false);
  const send = (files: FileList | null) => {
    if (files && files.length > 0) upload.mutate([...files]);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };
  const results = upload.data ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mb-8 flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Carica fatture
      </h2>
      <label
        htmlFor={`${id}-files`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col gap-2 rounded-lg border-2 border-dashed p-6 text-center ${
          dragging ? 'border-blue-600 bg-blue-50 dark:bg-slate-800' : 'border-slate-400'
        }`}
      >
        <span className="font-medium">File FatturaPA (.xml, .xml.p7m o .zip)</span>
        <span className="text-sm text-slate-700 dark:text-slate-300">
          Trascinali qui o premi per sceglierli: uno o più file, anche un archivio del portale.
        </span>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".xml,.p7m,.zip"
          className="mx-auto text-sm"
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      <StatusRegion>
        {upload.isPending && <Alert>Importazione in corso…</Alert>}
        {upload.isError && <Alert tone="error">{errorMessage(upload.error)}</Alert>}
        {results.length > 0 && (
          <Alert tone="info" title="Esito dell'importazione">
            <ul className="flex flex-col gap-1">
              {results.map((result) => (
                <li key={result.file}>
                  <span className="font-mono">{result.file}</span>:{' '}
                  {result.ok ? (
                    <>
                      importata{' '}
                      {result.invoices.map((invoice, i) => (
                        <span key={invoice.id}>
                          {i > 0 && ', '}
                          <Link className="underline" to={`/supplier-invoices/${invoice.id}`}>
                            n. {invoice.number} del {formatCalendarDate(invoice.date)}
                          </Link>
                        </span>
                      ))}
                    </>
                  ) : (
                    `${result.error.startsWith(DUPLICATE) ? 'doppione' : 'rifiutato'} — ${result.error}`
                  )}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </StatusRegion>
    </section>
  );
}
