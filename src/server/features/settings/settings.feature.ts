import { z } from 'zod';
import { mailServerInputSchema } from '../../../shared/mail-server';
import { settingsDto } from '../../../shared/settings';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { readSettings } from '../../settings/settings-store';
import { removeMailServer, saveMailServer } from './mail-server.service';
import { emailLinksAnswer, settingsAnswer } from './settings.presenter';
import { writeSettings } from './settings.service';

const putSchema = z.object({
  values: z.record(z.string(), z.unknown(), 'Indica le impostazioni da salvare in "values"'),
});

/** Settings, for admins: the shop's values and the outgoing mail server (never its password). */
export const settingsFeature: ServerFeature = {
  name: 'settings',
  bases: ['/api/settings'],
  tables: ['settings'],
  routes: [
    route({
      method: 'GET',
      path: '/api/settings',
      summary: 'Impostazioni del negozio',
      access: 'settings',
      response: settingsDto,
      handler: async (c) => c.json(settingsAnswer(await readSettings(c.get('deps').db))),
    }),
    route({
      method: 'GET',
      path: '/api/settings/email-links',
      summary: 'Dove puntano i link nelle e-mail ai clienti (PUBLIC_URL o indirizzo locale)',
      access: 'settings',
      handler: (c) => {
        const { mail, publicUrl } = c.get('deps');
        return c.json(emailLinksAnswer(mail.linkOrigin, publicUrl));
      },
    }),
    route({
      method: 'PUT',
      path: '/api/settings',
      summary: 'Salva le impostazioni indicate',
      access: 'settings',
      body: putSchema,
      response: settingsDto,
      handler: async (c, { body }) => {
        const { db, clock } = c.get('deps');
        return c.json(settingsAnswer(await writeSettings(db, body.values, clock().toISOString())));
      },
    }),
    route({
      method: 'GET',
      path: '/api/settings/mail-server',
      summary: 'Server di posta (mai la password)',
      access: 'settings',
      handler: async (c) => c.json(await c.get('deps').mailServer.view()),
    }),
    route({
      method: 'PUT',
      path: '/api/settings/mail-server',
      summary: 'Salva e prova il server di posta',
      access: 'settings',
      body: mailServerInputSchema,
      handler: async (c, { body }) =>
        c.json(await saveMailServer(c.get('deps'), body, sessionOf(c).user.id)),
    }),
    route({
      method: 'DELETE',
      path: '/api/settings/mail-server',
      summary: 'Rimuove il server di posta',
      access: 'settings',
      handler: async (c) => c.json(await removeMailServer(c.get('deps'))),
    }),
  ],
};
