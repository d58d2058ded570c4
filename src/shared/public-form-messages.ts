/**
 * Messages of the public ticket form that both the server (no-JavaScript answers) and the form
 * module in the browser show (SPEC §5 "Public form terms", §8).
 */
export const PUBLIC_FORM_MESSAGES = {
  termsRequired: 'Devi accettare i termini e condizioni per procedere.',
  createFailed: 'Impossibile creare il ticket',
  createdWithoutId: 'Impossibile creare il ticket (dati non validi)',
  checkFields: 'Controlli i campi evidenziati.',
  /** Logged, followed by the file name, when a file fails after the ticket was created. */
  fileFailedPrefix: 'Errore durante il caricamento del file ',
} as const;
