/**
 * The money report's monthly table, on the page and in its CSV: the taxable amount of the
 * invoices issued (credit notes subtracted), so *fatturato*, not *incassi* (the payments are a
 * column of it and a table of their own).
 */
export const REVENUE_BY_MONTH = "Fatturato per mese, rispetto all'anno prima";
