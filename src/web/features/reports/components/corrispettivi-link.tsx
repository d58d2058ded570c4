import { Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { corrispettiviCsvHref, type ReportFilters } from '../api/reports-api';

/**
 * The accountant's corrispettivi for the report's days (admins, decision 052): a download, the
 * same file the month's zip holds beside the invoices.
 */
export function CorrispettiviLink({ filters }: { filters: ReportFilters }) {
  return (
    <section aria-labelledby="corrispettivi-title" className="mb-8">
      <h3 id="corrispettivi-title" className="text-base font-semibold">
        Corrispettivi
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        I documenti commerciali emessi dal registratore telematico, per giorno, aliquota IVA e
        pagamento; resi e annulli sottratti.
      </p>
      <a href={corrispettiviCsvHref(filters)} download className={buttonClass('secondary', 'mt-3')}>
        <Download className="size-4" aria-hidden="true" />
        Scarica i corrispettivi (CSV)
      </a>
    </section>
  );
}
