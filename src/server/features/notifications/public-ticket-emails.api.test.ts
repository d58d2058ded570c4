import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_FORM, appFor, formData, freshIp, setSettings } from '../../test/public-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';

/** The whole path from the public form: multipart POST → event → outbox → SMTP. */
let smtp: SmtpCapture;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  await setSettings(t, {
    terms_and_conditions: 'Termini di prova',
    email_admin_address: 'capo@negozio.it',
    shop_name: 'Riparazioni Rossi',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mails from the public ticket form', () => {
  it('reach the customer and the admin, once, with the link to the public page', async () => {
    const response = await appFor(t)('/api/public/tickets', {
      method: 'POST',
      body: formData(ACCEPTED_FORM),
      ip: freshIp(),
    });
    expect(response.status).toBe(201);
    const ticket = (await response.json()) as { id: string; ticket_number: string };

    await t.mail.runOnce();
    await t.mail.runOnce();
    expect(smtp.messages).toHaveLength(2);
    const link = `${ORIGIN}/public/tickets/${ticket.id}`;
    const [customer] = smtp.messages.filter((m) => m.rcptTo[0] === 'maria.rossi@esempio.it');
    expect(customer?.rcptTo).toEqual(['maria.rossi@esempio.it']);
    expect(customer?.parsed.subject).toBe(
      `Ticket ${ticket.ticket_number} ricevuto – Riparazioni Rossi`,
    );
    expect(customer?.parsed.text).toContain('Gentile Maria Rossi,');
    expect(customer?.parsed.text).toContain('Dispositivo: Smartphone Samsung Galaxy S21');
    expect(customer?.parsed.text).toContain(`Può seguire lo stato del ticket qui: ${link}`);
    expect(customer?.parsed.html).toContain(`href="${link}"`);

    const [admin] = smtp.messages.filter((m) => m.rcptTo[0] === 'capo@negozio.it');
    expect(admin?.parsed.subject).toBe(`Nuovo ticket ${ticket.ticket_number} – Maria Rossi`);
    expect(admin?.parsed.text).toContain('Inserito da: modulo pubblico');
    expect(admin?.parsed.text).toContain('Lo schermo resta nero dopo una caduta');
    expect(admin?.parsed.text).toContain(`Scheda: ${link}`);
    expect(admin?.parsed.html).toContain(`href="${link}"`);
  });
});
