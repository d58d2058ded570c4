import type { $ZodType } from 'zod/v4/core';
import {
  customerLookupQuery,
  customerMatchesDto,
  customerTicketsDto,
} from '../../shared/counter/customers';
import { dashboardCountsDto } from '../../shared/counter/dashboard';
import { labelDto, labelInputSchema, labelListDto } from '../../shared/inventory/labels';
import {
  listProductsQuery,
  productDto,
  productInputSchema,
  productPatchSchema,
  productSummaryDto,
  productsPageDto,
} from '../../shared/inventory/products';
import {
  movementsQuery,
  stockMovementDto,
  stockMovementInputSchema,
  stockMovementsPageDto,
} from '../../shared/inventory/stock';
import {
  listSuppliersQuery,
  supplierDto,
  supplierInputSchema,
  supplierPatchSchema,
  suppliersPageDto,
} from '../../shared/inventory/suppliers';
import { mailServerInputSchema } from '../../shared/mail-server';
import { pageDto } from '../../shared/page-dto';
import {
  listPcBuildsQuery,
  pcBuildCreateSchema,
  pcBuildDefaultsDto,
  pcBuildDto,
  pcBuildsPageDto,
  pcBuildUpdateSchema,
  publicPcBuildDto,
} from '../../shared/pc-builds/pc-builds';
import { pricingDefaultsDto } from '../../shared/priced-lines';
import {
  listQuotesQuery,
  quoteCreateSchema,
  quoteDto,
  quotesPageDto,
  quoteUpdateSchema,
} from '../../shared/quotes/quotes';
import { settingsDto } from '../../shared/settings';
import {
  listTasksQuery,
  taskCreateSchema,
  taskDto,
  tasksPageDto,
  taskUpdateSchema,
} from '../../shared/tasks/tasks';
import {
  deletedTicketsPageDto,
  listDeletedTicketsQuery,
} from '../../shared/tickets/deleted-tickets';
import { ticketDetailDto, ticketDto } from '../../shared/tickets/ticket-dto';
import { noteInputSchema, ticketNoteDto, ticketNotesDto } from '../../shared/tickets/ticket-notes';
import { ticketSchemas } from '../../shared/tickets/ticket-schemas';
import {
  assignableUsersQuery,
  createUserSchema,
  listUsersQuery,
  updateUserSchema,
  userDto,
} from '../../shared/users';
import {
  workLogCreateSchema,
  workLogDto,
  workLogExportQuery,
  workLogNotesSchema,
  workLogsPageDto,
  workLogsQuery,
} from '../../shared/work/work-logs';
import { workTypeDto, workTypeInputSchema, workTypeListDto } from '../../shared/work/work-types';
import { listOutboxQuery } from '../features/outbox/outbox.schemas';
import { setupSchema } from '../features/setup/setup.schemas';
import { listQuerySchema } from '../features/tickets/tickets.schemas';

/** Who may call an operation (the authorization matrix test checks the same levels). */
export type Access = 'public' | 'session' | 'staff' | 'admin';

export interface ApiOperation {
  summary: string;
  access: Access;
  query?: $ZodType;
  body?: $ZodType;
  /** A multipart upload (field `files`) instead of a JSON body. */
  multipart?: boolean;
  /** The JSON answer on success; absent: described in words only. */
  response?: $ZodType;
  status?: number;
}

const tickets = ticketSchemas();

/**
 * Every route of the API, documented: `GET /api/openapi.json` is built from this, and a test
 * fails when the router has a route this list does not (or the other way round).
 */
export const API_OPERATIONS: Record<string, ApiOperation> = {
  'GET /api/health': { summary: 'Stato del servizio e versione', access: 'public' },
  'GET /api/openapi.json': { summary: 'Questo documento (OpenAPI 3.1)', access: 'public' },
  'POST /api/auth/sign-in/email': { summary: 'Accesso con e-mail e password', access: 'public' },
  'POST /api/auth/sign-out': { summary: 'Uscita', access: 'public' },
  'POST /api/auth/change-password': { summary: 'Cambio della propria password', access: 'session' },
  'POST /api/auth/two-factor/enable': {
    summary: 'Avvio della verifica in due passaggi',
    access: 'session',
  },
  'POST /api/auth/two-factor/disable': {
    summary: 'Disattivazione della verifica in due passaggi',
    access: 'session',
  },
  'POST /api/auth/two-factor/verify-totp': {
    summary: 'Codice TOTP (accesso o attivazione)',
    access: 'public',
  },
  'POST /api/auth/two-factor/verify-backup-code': {
    summary: 'Codice di recupero',
    access: 'public',
  },
  'POST /api/auth/two-factor/generate-backup-codes': {
    summary: 'Nuovi codici di recupero',
    access: 'session',
  },
  'POST /api/auth/request-password-reset': {
    summary: 'Link per reimpostare la password (via e-mail)',
    access: 'public',
  },
  'POST /api/auth/reset-password': {
    summary: 'Nuova password con il link ricevuto',
    access: 'public',
  },
  'GET /api/me': { summary: "L'account collegato", access: 'session' },
  'GET /api/phone-countries': { summary: 'Paesi e prefissi per il telefono', access: 'session' },
  'GET /api/setup': { summary: 'Se serve la configurazione iniziale', access: 'public' },
  'POST /api/setup': {
    summary: 'Primo amministratore (link di configurazione)',
    access: 'public',
    body: setupSchema,
    status: 201,
  },
  'GET /api/users/assignable': {
    summary: 'Account a cui assegnare un ticket',
    access: 'session',
    query: assignableUsersQuery,
  },
  'GET /api/users': {
    summary: 'Account, dal più recente',
    access: 'admin',
    query: listUsersQuery,
    response: pageDto(userDto),
  },
  'POST /api/users': {
    summary: 'Nuovo account',
    access: 'admin',
    body: createUserSchema,
    response: userDto,
    status: 201,
  },
  'PATCH /api/users/:id': {
    summary: 'Ruolo, nome, password o disattivazione',
    access: 'admin',
    body: updateUserSchema,
    response: userDto,
  },
  'GET /api/settings': {
    summary: 'Impostazioni del negozio',
    access: 'admin',
    response: settingsDto,
  },
  'PUT /api/settings': {
    summary: 'Salva le impostazioni indicate',
    access: 'admin',
    response: settingsDto,
  },
  'GET /api/settings/email-links': {
    summary: 'Dove puntano i link nelle e-mail ai clienti (PUBLIC_URL o indirizzo locale)',
    access: 'admin',
  },
  'POST /api/settings/test-email': {
    summary: "E-mail di prova all'indirizzo amministratore",
    access: 'admin',
  },
  'POST /api/settings/logo': {
    summary: 'Carica il logo',
    access: 'admin',
    multipart: true,
    status: 201,
  },
  'DELETE /api/settings/logo': {
    summary: 'Rimuove il logo caricato',
    access: 'admin',
    status: 204,
  },
  'GET /api/settings/mail-server': {
    summary: 'Server di posta (mai la password)',
    access: 'admin',
  },
  'PUT /api/settings/mail-server': {
    summary: 'Salva e prova il server di posta',
    access: 'admin',
    body: mailServerInputSchema,
  },
  'DELETE /api/settings/mail-server': { summary: 'Rimuove il server di posta', access: 'admin' },
  'POST /api/tickets/old-check': { summary: 'Controlla ora i ticket vecchi', access: 'admin' },
  'GET /api/backups': { summary: 'Ultimi backup e cartella di destinazione', access: 'admin' },
  'POST /api/backups': { summary: 'Avvia un backup ora', access: 'admin', status: 202 },
  'GET /api/backups/:id/download': { summary: 'Scarica un archivio di backup', access: 'admin' },
  'GET /api/suppliers': {
    summary: 'Fornitori, una pagina alla volta (ricerca e ordinamento)',
    access: 'staff',
    query: listSuppliersQuery,
    response: suppliersPageDto,
  },
  'POST /api/suppliers': {
    summary: 'Nuovo fornitore',
    access: 'staff',
    body: supplierInputSchema,
    response: supplierDto,
    status: 201,
  },
  'GET /api/suppliers/:id': { summary: 'Un fornitore', access: 'staff', response: supplierDto },
  'PATCH /api/suppliers/:id': {
    summary: 'Modifica un fornitore',
    access: 'staff',
    body: supplierPatchSchema,
    response: supplierDto,
  },
  'DELETE /api/suppliers/:id': {
    summary: 'Elimina un fornitore (rifiutato se ha prodotti)',
    access: 'staff',
    status: 204,
  },
  'GET /api/brands': {
    summary: 'Marche, per nome, con il numero di prodotti',
    access: 'staff',
    response: labelListDto,
  },
  'POST /api/brands': {
    summary: 'Crea una marca',
    access: 'staff',
    body: labelInputSchema('brands'),
    response: labelDto,
    status: 201,
  },
  'GET /api/brands/:id': { summary: 'Una marca', access: 'staff', response: labelDto },
  'PATCH /api/brands/:id': {
    summary: 'Rinomina una marca',
    access: 'staff',
    body: labelInputSchema('brands'),
    response: labelDto,
  },
  'DELETE /api/brands/:id': {
    summary: 'Elimina una marca (rifiutato se ha prodotti)',
    access: 'staff',
    status: 204,
  },
  'GET /api/categories': {
    summary: 'Categorie, per nome, con il numero di prodotti',
    access: 'staff',
    response: labelListDto,
  },
  'POST /api/categories': {
    summary: 'Crea una categoria',
    access: 'staff',
    body: labelInputSchema('categories'),
    response: labelDto,
    status: 201,
  },
  'GET /api/categories/:id': { summary: 'Una categoria', access: 'staff', response: labelDto },
  'PATCH /api/categories/:id': {
    summary: 'Rinomina una categoria',
    access: 'staff',
    body: labelInputSchema('categories'),
    response: labelDto,
  },
  'DELETE /api/categories/:id': {
    summary: 'Elimina una categoria (rifiutato se ha prodotti)',
    access: 'staff',
    status: 204,
  },
  'GET /api/products': {
    summary: 'Prodotti, una pagina alla volta (ricerca, filtri, ordinamento)',
    access: 'staff',
    query: listProductsQuery,
    response: productsPageDto,
  },
  'GET /api/products/summary': {
    summary: 'Pezzi e valore del magazzino, in tutto e per categoria',
    access: 'staff',
    response: productSummaryDto,
  },
  'GET /api/products/export.csv': {
    summary: 'Tutti i prodotti in CSV per Excel (BOM, punto e virgola, virgola decimale)',
    access: 'staff',
  },
  'POST /api/products/import': {
    summary: 'Importa prodotti da CSV (campo file); ?dry_run=true controlla senza scrivere',
    access: 'staff',
    multipart: true,
  },
  'POST /api/products': {
    summary: 'Nuovo prodotto (la quantità iniziale è un carico)',
    access: 'staff',
    body: productInputSchema,
    response: productDto,
    status: 201,
  },
  'GET /api/products/:id': { summary: 'Un prodotto', access: 'staff', response: productDto },
  'PATCH /api/products/:id': {
    summary: 'Modifica un prodotto (una nuova quantità è una rettifica)',
    access: 'staff',
    body: productPatchSchema,
    response: productDto,
  },
  'DELETE /api/products/:id': { summary: 'Elimina un prodotto', access: 'staff', status: 204 },
  'POST /api/products/:id/duplicate': {
    summary: 'Duplica un prodotto (SKU + -COPY, quantità 0)',
    access: 'staff',
    response: productDto,
    status: 201,
  },
  'GET /api/products/:id/stock-movements': {
    summary: 'Movimenti di magazzino del prodotto, dal più recente',
    access: 'staff',
    query: movementsQuery,
    response: stockMovementsPageDto,
  },
  'POST /api/products/:id/stock-movements': {
    summary:
      'Carico, scarico, reso da cliente o al fornitore, pezzo usato in un ticket (pezzi positivi) o rettifica alla quantità contata',
    access: 'staff',
    body: stockMovementInputSchema,
    response: stockMovementDto,
    status: 201,
  },
  'GET /api/tickets/:id/customer-tickets': {
    summary: 'Altri ticket dello stesso cliente (stessa email o stesso telefono)',
    access: 'session',
    response: customerTicketsDto,
  },
  'GET /api/customers': {
    summary: 'Clienti dei ticket precedenti per nome, telefono o email, dai dati più recenti',
    access: 'session',
    query: customerLookupQuery,
    response: customerMatchesDto,
  },
  'GET /api/dashboard': {
    summary: 'Conteggi della dashboard (per stato, fermi, assegnati a me, creati oggi)',
    access: 'session',
    response: dashboardCountsDto,
  },
  'GET /api/tickets/:id/parts': {
    summary: 'Ricambi del magazzino usati nella riparazione',
    access: 'staff',
  },
  'GET /api/inventory/reorder': {
    summary: 'Prodotti in scorta bassa da riordinare, per fornitore con i suoi contatti',
    access: 'staff',
  },
  'GET /api/inventory/summary': {
    summary:
      'Contatori del magazzino (prodotti, fornitori, preventivi, scorte basse, marche, categorie)',
    access: 'staff',
  },
  'GET /api/quotes': {
    summary: 'Preventivi, una pagina alla volta (ricerca, stato, ordinamento)',
    access: 'staff',
    query: listQuotesQuery,
    response: quotesPageDto,
  },
  'GET /api/quotes/defaults': {
    summary: 'Ricarico e IVA di un nuovo preventivo (dalle Impostazioni)',
    access: 'staff',
    response: pricingDefaultsDto,
  },
  'POST /api/quotes': {
    summary: 'Nuovo preventivo con le sue righe (totali calcolati dal server)',
    access: 'staff',
    body: quoteCreateSchema,
    response: quoteDto,
    status: 201,
  },
  'GET /api/quotes/:id': {
    summary: 'Un preventivo con righe, storia degli stati e risposta del cliente',
    access: 'staff',
    response: quoteDto,
  },
  'PATCH /api/quotes/:id': {
    summary: 'Modifica (con la versione letta; le righe inviate sostituiscono le precedenti)',
    access: 'staff',
    body: quoteUpdateSchema,
    response: quoteDto,
  },
  'DELETE /api/quotes/:id': {
    summary: 'Elimina un preventivo con le sue righe',
    access: 'staff',
    status: 204,
  },
  'POST /api/quotes/:id/duplicate': {
    summary: 'Duplica un preventivo (nuovo numero, Bozza, stesse righe)',
    access: 'staff',
    response: quoteDto,
    status: 201,
  },
  'POST /api/quotes/:id/send': {
    summary: 'Invia al cliente il link alla pagina del preventivo (stato Inviato)',
    access: 'staff',
    response: quoteDto,
  },
  'GET /api/work-types': {
    summary: 'Tipi di lavorazione, per nome',
    access: 'session',
    response: workTypeListDto,
  },
  'POST /api/work-types': {
    summary: 'Nuovo tipo di lavorazione (nome e prezzo)',
    access: 'admin',
    body: workTypeInputSchema,
    response: workTypeDto,
    status: 201,
  },
  'PATCH /api/work-types/:id': {
    summary: 'Rinomina o cambia il prezzo (le lavorazioni registrate tengono il loro)',
    access: 'admin',
    body: workTypeInputSchema,
    response: workTypeDto,
  },
  'DELETE /api/work-types/:id': {
    summary: 'Elimina un tipo di lavorazione non usato (409 se usato)',
    access: 'admin',
    status: 204,
  },
  'GET /api/work-logs': {
    summary: 'Lavorazioni di un giorno o di un mese con i totali (le proprie; gli admin di tutti)',
    access: 'session',
    query: workLogsQuery,
    response: workLogsPageDto,
  },
  'GET /api/work-logs/export.csv': {
    summary: 'Lavorazioni del mese in CSV per le paghe (Excel italiano)',
    access: 'session',
    query: workLogExportQuery,
  },
  'POST /api/work-logs': {
    summary: 'Registra una lavorazione (prezzo del tipo di oggi)',
    access: 'session',
    body: workLogCreateSchema,
    response: workLogDto,
    status: 201,
  },
  'PATCH /api/work-logs/:id': {
    summary: 'Note di una lavorazione (il proprietario o un admin)',
    access: 'session',
    body: workLogNotesSchema,
    response: workLogDto,
  },
  'DELETE /api/work-logs/:id': {
    summary: 'Elimina una lavorazione',
    access: 'admin',
    status: 204,
  },
  'GET /api/tasks': {
    summary: 'Task, una pagina alla volta, in ordine di priorità e scadenza (filtri)',
    access: 'session',
    query: listTasksQuery,
    response: tasksPageDto,
  },
  'POST /api/tasks': {
    summary: 'Nuovo task',
    access: 'session',
    body: taskCreateSchema,
    response: taskDto,
    status: 201,
  },
  'GET /api/tasks/:id': { summary: 'Un task', access: 'session', response: taskDto },
  'PATCH /api/tasks/:id': {
    summary: 'Modifica di un task (con la versione letta; 409 se superata)',
    access: 'session',
    body: taskUpdateSchema,
    response: taskDto,
  },
  'DELETE /api/tasks/:id': { summary: 'Elimina un task', access: 'session', status: 204 },
  'GET /api/pc-builds': {
    summary: 'Configurazioni PC, una pagina alla volta (ricerca, stato, ordinamento)',
    access: 'staff',
    query: listPcBuildsQuery,
    response: pcBuildsPageDto,
  },
  'GET /api/pc-builds/defaults': {
    summary: 'Ricarico, IVA e note di una nuova configurazione (dalle Impostazioni)',
    access: 'staff',
    response: pcBuildDefaultsDto,
  },
  'POST /api/pc-builds': {
    summary: 'Nuova configurazione PC con i suoi componenti (totali calcolati dal server)',
    access: 'staff',
    body: pcBuildCreateSchema,
    response: pcBuildDto,
    status: 201,
  },
  'GET /api/pc-builds/:id': {
    summary: 'Una configurazione con i componenti e la loro disponibilità in magazzino',
    access: 'staff',
    response: pcBuildDto,
  },
  'PATCH /api/pc-builds/:id': {
    summary: 'Modifica (con la versione letta; i componenti inviati sostituiscono i precedenti)',
    access: 'staff',
    body: pcBuildUpdateSchema,
    response: pcBuildDto,
  },
  'DELETE /api/pc-builds/:id': {
    summary: 'Elimina una configurazione con i suoi componenti',
    access: 'staff',
    status: 204,
  },
  'POST /api/pc-builds/:id/duplicate': {
    summary: 'Duplica una configurazione (nuovo numero, Bozza)',
    access: 'staff',
    response: pcBuildDto,
    status: 201,
  },
  'POST /api/pc-builds/:id/quote': {
    summary: 'Crea un preventivo (Bozza) con i componenti come righe',
    access: 'staff',
    response: quoteDto,
    status: 201,
  },
  'POST /api/pc-builds/:id/share': {
    summary: 'Invia al cliente per e-mail il link alla pagina della configurazione',
    access: 'staff',
    response: pcBuildDto,
  },
  'GET /api/outbox': { summary: 'Posta in uscita', access: 'admin', query: listOutboxQuery },
  'POST /api/outbox/:id/resend': { summary: 'Reinvia un messaggio', access: 'admin' },
  'POST /api/outbox/resend-failed': {
    summary: 'Reinvia tutti i messaggi non inviati',
    access: 'admin',
  },
  'GET /api/tickets': {
    summary: 'Ticket: ricerca, filtri, ordinamento, pagine',
    access: 'session',
    query: listQuerySchema,
    response: pageDto(ticketDto),
  },
  'POST /api/tickets': {
    summary: 'Nuovo ticket',
    access: 'session',
    body: tickets.create,
    response: ticketDto,
    status: 201,
  },
  'GET /api/tickets/deleted': {
    summary: 'Ticket eliminati negli ultimi 30 giorni',
    access: 'admin',
    query: listDeletedTicketsQuery,
    response: deletedTicketsPageDto,
  },
  'POST /api/tickets/:id/restore': { summary: 'Ripristina un ticket eliminato', access: 'admin' },
  'GET /api/tickets/:id': {
    summary: 'Un ticket con la storia degli stati',
    access: 'session',
    response: ticketDetailDto,
  },
  'PATCH /api/tickets/:id': {
    summary: 'Modifica (con la versione letta)',
    access: 'session',
    body: tickets.update,
    response: ticketDto,
  },
  'DELETE /api/tickets/:id': { summary: 'Elimina un ticket', access: 'session', status: 204 },
  'GET /api/tickets/:id/notes': {
    summary: 'Note interne del ticket (solo personale, mai pubbliche)',
    access: 'session',
    response: ticketNotesDto,
  },
  'POST /api/tickets/:id/notes': {
    summary: 'Aggiunge una nota interna',
    access: 'session',
    body: noteInputSchema,
    response: ticketNoteDto,
    status: 201,
  },
  'PATCH /api/tickets/:id/notes/:noteId': {
    summary: "Corregge la propria nota finché è l'ultima del ticket",
    access: 'session',
    body: noteInputSchema,
    response: ticketNoteDto,
  },
  'POST /api/tickets/:id/attachments': {
    summary: 'Allegati (foto, video)',
    access: 'session',
    multipart: true,
    status: 201,
  },
  'GET /api/attachments/:id': { summary: 'Il file di un allegato', access: 'session' },
  'DELETE /api/attachments/:id': { summary: 'Elimina un allegato', access: 'session', status: 204 },
  'POST /api/public/tickets': {
    summary: 'Ticket aperto da un cliente (modulo pubblico)',
    access: 'public',
    multipart: true,
    status: 201,
  },
  'GET /api/public/tickets/:id': { summary: 'Stato di un ticket per il cliente', access: 'public' },
  'GET /api/public/quotes/:id': {
    summary:
      'Un preventivo come lo vede il cliente (senza costi né margine; una bozza non è pubblica: 404; risposto: quanto fu risposto)',
    access: 'public',
  },
  'GET /api/public/pc-builds/:id': {
    summary:
      'Una configurazione PC come la vede il cliente (senza costi né margine; una bozza non è pubblica: 404)',
    access: 'public',
    response: publicPcBuildDto,
  },
  'POST /api/public/quotes/:id/answer': {
    summary:
      'La risposta del cliente a un preventivo inviato (accept o refuse); da un altro sito (Origin o Sec-Fetch-Site) 403',
    access: 'public',
  },
  'GET /api/public/shop': { summary: 'Dati pubblici del negozio', access: 'public' },
  'GET /api/public/logo/:name': { summary: 'Il logo caricato', access: 'public' },
};
