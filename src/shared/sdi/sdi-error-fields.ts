/**
 * Where on the invoice an SDI error is fixed: the codes of the *Elenco controlli* that the
 * project's own checker knows (server `invoices/sdi-checks`), plus 00305, the SDI's check of the
 * customer's partita IVA against the Anagrafe tributaria, which no local check can make.
 */
export type InvoiceSection =
  | 'cliente'
  | 'negozio'
  | 'documento'
  | 'righe'
  | 'riepilogo'
  | 'ritenute';

export const INVOICE_SECTION_LABELS: Record<InvoiceSection, string> = {
  cliente: 'Cessionario / committente',
  negozio: 'Cedente / prestatore (dati del negozio)',
  documento: 'Dati del documento',
  righe: 'Righe',
  riepilogo: 'Riepilogo IVA',
  ritenute: 'Ritenuta e cassa previdenziale',
};

/** The correction editor's inputs an error can be shown beside (`sdi-correction.ts` names). */
export type CorrectionInput =
  | 'customer_vat_number'
  | 'customer_tax_code'
  | 'customer_pec'
  | 'customer_sdi_code';

const at = (section: InvoiceSection, field: string, input?: CorrectionInput) => ({
  section,
  field,
  input,
});

const FIELDS: Record<string, { section: InvoiceSection; field: string; input?: CorrectionInput }> =
  {
    '00305': at('cliente', 'Partita IVA', 'customer_vat_number'),
    '00417': at('cliente', 'Partita IVA o codice fiscale', 'customer_tax_code'),
    '00471': at('cliente', 'Partita IVA (uguale a quella del negozio)', 'customer_vat_number'),
    '00426': at('cliente', 'PEC', 'customer_pec'),
    '00427': at('cliente', 'Codice destinatario', 'customer_sdi_code'),
    '00473': at('negozio', 'Paese'),
    '00428': at('documento', 'Formato di trasmissione'),
    '00425': at('documento', 'Numero'),
    '00418': at('documento', 'Data e fattura collegata'),
    '00437': at('documento', 'Sconto sul documento'),
    '00423': at('righe', 'Prezzo e quantità'),
    '00424': at('righe', 'Aliquota IVA'),
    '00438': at('righe', 'Sconto di riga'),
    '00400': at('righe', 'Natura'),
    '00401': at('righe', 'Natura'),
    '00429': at('riepilogo', 'Natura'),
    '00430': at('riepilogo', 'Natura'),
    '00420': at('riepilogo', 'Natura ed esigibilità IVA'),
    '00445': at('riepilogo', 'Natura'),
    '00419': at('riepilogo', 'Aliquote IVA'),
    '00443': at('riepilogo', 'Aliquote IVA'),
    '00444': at('riepilogo', 'Nature'),
    '00421': at('riepilogo', 'Imposta'),
    '00422': at('riepilogo', 'Imponibile'),
    '00411': at('ritenute', 'Ritenuta'),
    '00415': at('ritenute', 'Ritenuta'),
    '00413': at('ritenute', 'Cassa previdenziale'),
    '00414': at('ritenute', 'Cassa previdenziale'),
  };

export interface SdiError {
  code: string;
  description: string;
}

export interface PlacedSdiError extends SdiError {
  field: string;
}

/** The errors of a notification by section of the invoice (page order), and those not known. */
export function placeSdiErrors(errors: readonly SdiError[]) {
  const bySection = new Map<InvoiceSection, PlacedSdiError[]>();
  const unplaced: SdiError[] = [];
  for (const error of errors) {
    const place = FIELDS[error.code.trim()];
    if (!place) unplaced.push(error);
    else
      bySection.set(place.section, [
        ...(bySection.get(place.section) ?? []),
        { ...error, field: place.field },
      ]);
  }
  const placed = (Object.keys(INVOICE_SECTION_LABELS) as InvoiceSection[])
    .filter((s) => bySection.has(s))
    .map((section) => ({
      section,
      label: INVOICE_SECTION_LABELS[section],
      errors: bySection.get(section) ?? [],
    }));
  return { placed, unplaced };
}

/**
 * The parts of the invoice *Correggi e reinvia* keeps as issued (the resend writes the file again
 * from the stored figures): an error there is not fixed by resending.
 */
const NOT_REOPENED = new Set<InvoiceSection>(['righe', 'riepilogo', 'ritenute']);

/** What the correction editor says beside the parts it does not reopen. */
export const NOT_REOPENED_ADVICE =
  'Righe, aliquote, nature, importi e ritenute restano quelli emessi: non si possono cambiare ' +
  'con il reinvio, e reinviare la stessa fattura porterebbe allo stesso scarto. La fattura ' +
  'scartata si considera non emessa: correggi la causa (ad esempio aliquota o natura ' +
  "dell'articolo) ed emetti una nuova fattura; chiedi al commercialista come annotare quella " +
  'scartata.';

/**
 * The errors the correction editor shows beside its inputs ("code: description", joined when an
 * input has more than one), those of the parts it keeps as issued (by section, page order), and
 * the rest, shown above the form as the SDI wrote them.
 */
export function errorsByInput(errors: readonly SdiError[]) {
  const byInput: Partial<Record<CorrectionInput, string>> = {};
  const others: SdiError[] = [];
  const kept: SdiError[] = [];
  for (const error of errors) {
    const place = FIELDS[error.code.trim()];
    if (place?.input)
      byInput[place.input] = [byInput[place.input], `${error.code.trim()}: ${error.description}`]
        .filter(Boolean)
        .join(' · ');
    else if (place && NOT_REOPENED.has(place.section)) kept.push(error);
    else others.push(error);
  }
  return { byInput, notReopened: placeSdiErrors(kept).placed, others };
}
