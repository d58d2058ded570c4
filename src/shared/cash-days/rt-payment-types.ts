/** The RT's payment types as the shop reads them, cards first (what the Agenzia compares). */
export const RT_TYPE_LABELS: Record<string, string> = {
  elettronico: 'Pagamenti elettronici',
  contanti: 'Contanti',
  assegno: 'Assegni',
  ticket: 'Ticket',
  non_riscosso: 'Non riscosso',
};
export const RT_TYPE_ORDER = Object.keys(RT_TYPE_LABELS);
