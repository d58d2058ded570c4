import { Link } from 'react-router';
import type { AnonymisePreviewDto } from '../../../../shared/customers/customer-privacy';
import { formatCalendarDate } from '../../../../shared/format';
import { pluralWord } from '../../../../shared/plural';
import { Alert } from '../../../components/ui/alert';

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/**
 * Read before confirming: the repairs still under way (the customer would get no more notices)
 * and every free text that still names them, each linked to the page where it is corrected.
 */
export function AnonymisePreview({ preview }: { preview: AnonymisePreviewDto }) {
  const open = preview.open_tickets;
  return (
    <>
      {open.length > 0 && (
        <Alert tone="warning">
          {`Attenzione: ${open.length} ticket ${pluralWord(open.length, 'è ancora aperto', 'sono ancora aperti')} (${open
            .map((t) => `${t.number}, ${t.status}`)
            .join('; ')}). Il cliente non riceverà più avvisi.`}
        </Alert>
      )}
      {preview.warranties.length > 0 && (
        <Alert tone="warning">
          {`In garanzia: ${preview.warranties
            .map((w) => `${w.number} fino al ${formatCalendarDate(w.until)}`)
            .join(
              '; ',
            )}. Dopo l'anonimizzazione una richiesta in garanzia non ritroverà il cliente: i verbali firmati di accettazione e ritiro restano conservati.`}
        </Alert>
      )}
      {preview.free_text.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            Testi che nominano ancora il cliente: correggili prima di confermare.
          </p>
          <ul className="list-disc pl-5">
            {preview.free_text.map((place) => (
              <li key={`${place.path}-${place.field}-${place.excerpt}`}>
                <Link className={LINK} to={place.path}>
                  {`${place.document} · ${place.field}`}
                </Link>
                <span className="block text-slate-700 dark:text-slate-300">{`«${place.excerpt}»`}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
