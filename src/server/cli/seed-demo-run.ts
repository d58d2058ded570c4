import type { TicketDto } from '../../shared/tickets/ticket-dto';
import { ticketSchemas } from '../../shared/tickets/ticket-schemas';
import type { TicketStatus } from '../../shared/tickets/ticket-status';
import { backfillCustomers } from '../db/customer-backfill';
import { uploadAttachments } from '../features/attachments/attachments.service';
import { createTicket, updateTicket } from '../features/tickets/tickets.service';
import type { AppDeps } from '../http/context';
import { sampleImage, samplePhotoWithGps } from '../test/sample-files';
import { demoIntake, seedDemoNotes } from './seed-demo-counter';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoInvoices } from './seed-demo-invoices';
import { demoLogin, signInHint } from './seed-demo-login';
import { demoDeposit, seedDemoPayments } from './seed-demo-payments';
import { seedDemoPcBuilds } from './seed-demo-pc-builds';
import { seedDemoQuotes } from './seed-demo-quotes';
import { seedDemoWork } from './seed-demo-work';

export { DEMO_LOGIN_EMAIL } from './seed-demo-login';

/**
 * npm run seed:demo: a dozen tickets in every state, some with photos, a parts catalogue, quotes
 * for some of the repairs, two PC builds, the invoicing settings with three invoices, work types
 * with a month of two technicians' entries and a dozen tasks, and the customers of those
 * documents, so a
 * fresh install has something to look at, created by the first admin account through the same
 * services the API uses (a demo admin is created when there is none). Run again, it adds nothing:
 * the first demo ticket marks the data as there. Either way it prints how to sign in.
 */
const DEMO: [string, string, string, 'low' | 'medium' | 'high', TicketStatus][] = [
  [
    'Mario Rossi',
    'iPhone 13',
    'Schermo rotto dopo una caduta, il touch non risponde',
    'high',
    'In lavorazione',
  ],
  [
    'Giulia Bianchi',
    'Samsung Galaxy S21',
    'La batteria si scarica in poche ore',
    'medium',
    'Ticket inserito',
  ],
  [
    'Nicolò Bruno',
    'Lenovo ThinkPad T14',
    'Ventola rumorosa e surriscaldamento',
    'low',
    'Preventivo inviato',
  ],
  [
    'Francesca Ferrari',
    'MacBook Air M1',
    'Caduto in acqua, si è spento subito',
    'high',
    'Parti ordinate',
  ],
  [
    'Luca Esposito',
    'iPad 9',
    'Connettore di ricarica danneggiato',
    'medium',
    'Pronto per il ritiro',
  ],
  ['Sara Romano', 'Nintendo Switch', 'Joy-Con con drift', 'low', 'Chiuso'],
  [
    'Paolo Colombo',
    'PC fisso assemblato',
    'Non si accende più, nessun segno di vita',
    'medium',
    'In assegnazione al tecnico',
  ],
  [
    'Chiara Ricci',
    'Google Pixel 7',
    'Fotocamera posteriore sfocata',
    'low',
    'Preventivo accettato',
  ],
  [
    'Davide Greco',
    'HP Pavilion 15',
    'Richiesta preventivo per sostituzione SSD',
    'medium',
    'Rifiutato',
  ],
  ['Elena Marino', 'Apple Watch 7', 'Vetro incrinato', 'high', 'Ticket inserito'],
  // A returning customer: the form's suggestions offer Sara once, with this newer phone.
  ['Sara Romano', 'iPhone 13', 'Batteria che si scarica in poche ore', 'medium', 'In lavorazione'],
];

/** The first demo ticket is the mark that the demo data is there (a shop's own never matches). */
async function alreadySeeded(deps: AppDeps): Promise<boolean> {
  const [name, device] = DEMO[0] ?? [];
  const row = await deps.db
    .selectFrom('tickets')
    .select('id')
    .where('customer_name', '=', name ?? '')
    .where('device_type', '=', device ?? '')
    .where('customer_email', '=', 'mario@example.it')
    .executeTakeFirst();
  return row !== undefined;
}

export async function seedDemo(
  deps: AppDeps,
  origin: string,
  print: (line: string) => void,
): Promise<void> {
  const login = await demoLogin(deps);
  if (await alreadySeeded(deps)) {
    print('I dati dimostrativi ci sono già: nulla da aggiungere.');
  } else {
    await seedData(deps, login.adminId, print);
  }
  for (const line of signInHint(login, origin)) print(line);
}

async function seedData(deps: AppDeps, adminId: string, print: (line: string) => void) {
  const { create } = ticketSchemas();
  const tickets: TicketDto[] = [];
  for (const [i, [name, device, description, priority, status]] of DEMO.entries()) {
    const price = i % 3 === 0 ? null : 39.9 + i * 10;
    const input = create.parse({
      ...demoIntake(i, price),
      description,
      customer_name: name,
      customer_email: `${name.split(' ')[0]?.normalize('NFD').replaceAll(/\p{M}/gu, '').toLowerCase()}@example.it`,
      customer_phone: `+39 347 555 ${String(1000 + i)}`,
      device_type: device,
      priority,
      price,
    });
    const created = await createTicket(deps, input, {
      actorId: adminId,
      via: 'staff',
      inTransaction: demoDeposit(input, adminId),
    });
    const ticket =
      status === 'Ticket inserito'
        ? created
        : await updateTicket(deps, { id: adminId, role: 'admin' }, created.id, {
            version: created.version,
            status,
          });
    tickets.push(ticket);
    if (i < 3) {
      const form = new FormData();
      const photo =
        i === 0
          ? await samplePhotoWithGps()
          : await sampleImage('jpeg', { width: 320, height: 240 });
      form.append(
        'files',
        new File([new Uint8Array(photo)], `foto-${i + 1}.jpg`, { type: 'image/jpeg' }),
      );
      await uploadAttachments(
        deps,
        ticket.id,
        new Request('http://localhost/', { method: 'POST', body: form }),
      );
    }
    print(`${ticket.ticket_number}  ${name} — ${device} (${status})`);
  }
  await seedDemoNotes(
    deps,
    adminId,
    tickets.map((t) => t.id),
  );
  print(`Creati ${DEMO.length} ticket di esempio.`);
  const payments = await seedDemoPayments(deps, adminId, tickets);
  print(`Registrati gli acconti e ${payments} saldi di esempio.`);
  const products = await seedDemoInventory(deps, adminId);
  print(`Creati ${products} prodotti di esempio con marche, categorie e fornitori.`);
  const quotes = await seedDemoQuotes(deps, adminId, tickets);
  print(`Creati ${quotes} preventivi di esempio.`);
  const builds = await seedDemoPcBuilds(deps, adminId);
  print(`Create ${builds} configurazioni PC di esempio.`);
  const work = await seedDemoWork(deps, adminId, tickets);
  print(
    `Creati ${work.types} tipi di lavorazione, ${work.logs} lavorazioni di due tecnici e ${work.tasks} task.`,
  );
  // The register from the documents above, as the upgrade's migration builds it.
  const customers = await deps.db.transaction().execute((trx) => backfillCustomers(trx as never));
  print(`Creati ${customers.customers} clienti dai documenti di esempio.`);
  // The closed repair (Sara Romano's Joy-Con) is invoiced to her, once the register knows her.
  const closed = tickets[DEMO.findIndex(([, , , , status]) => status === 'Chiuso')];
  if (closed) {
    const invoices = await seedDemoInvoices(deps, adminId, closed.id);
    print(
      `Create ${invoices} fatture di esempio (due emesse, una bozza) e i dati di fatturazione.`,
    );
  }
}
