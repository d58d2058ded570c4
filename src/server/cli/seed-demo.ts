import { ticketSchemas } from '../../shared/tickets/ticket-schemas';
import type { TicketStatus } from '../../shared/tickets/ticket-status';
import { readEnv } from '../env';
import { uploadAttachments } from '../features/attachments/attachments.service';
import { createTicket, updateTicket } from '../features/tickets/tickets.service';
import { createLogger } from '../logger';
import { openServices } from '../services';
import { sampleImage, samplePhotoWithGps } from '../test/sample-files';
import { demoIntake, seedDemoNotes } from './seed-demo-counter';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoPcBuilds } from './seed-demo-pc-builds';
import { type DemoTicket, seedDemoQuotes } from './seed-demo-quotes';
import { seedDemoWork } from './seed-demo-work';

/**
 * npm run seed:demo: a dozen tickets in every state, some with photos, a parts catalogue, quotes
 * for some of the repairs, two PC builds, work types with a month of two technicians' entries and
 * a dozen tasks, so a
 * fresh install has something to look at. Created by the first admin account (or as public-form tickets when there
 * is none yet), through the same services the API uses.
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

const env = readEnv();
const { database, deps } = await openServices(env, createLogger('warn'));
try {
  const admin = await deps.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirst();
  const { create } = ticketSchemas();
  const tickets: DemoTicket[] = [];
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
    const ticket = await createTicket(deps, input, {
      actorId: admin?.id ?? null,
      via: admin ? 'staff' : 'public',
    });
    tickets.push(ticket);
    if (status !== 'Ticket inserito') {
      await updateTicket(deps, admin?.id ?? null, ticket.id, { version: ticket.version, status });
    }
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
    process.stdout.write(`${ticket.ticket_number}  ${name} — ${device} (${status})\n`);
  }
  await seedDemoNotes(
    deps,
    admin?.id ?? null,
    tickets.map((t) => t.id),
  );
  process.stdout.write(`Creati ${DEMO.length} ticket di esempio.\n`);
  const products = await seedDemoInventory(deps, admin?.id ?? null);
  process.stdout.write(
    `Creati ${products} prodotti di esempio con marche, categorie e fornitori.\n`,
  );
  const quotes = await seedDemoQuotes(deps, admin?.id ?? null, tickets);
  process.stdout.write(`Creati ${quotes} preventivi di esempio.\n`);
  const builds = await seedDemoPcBuilds(deps, admin?.id ?? null);
  process.stdout.write(`Create ${builds} configurazioni PC di esempio.\n`);
  const work = await seedDemoWork(deps, admin?.id ?? null, tickets);
  process.stdout.write(
    `Creati ${work.types} tipi di lavorazione, ${work.logs} lavorazioni di due tecnici e ${work.tasks} task.\n`,
  );
} finally {
  await database.close();
}
