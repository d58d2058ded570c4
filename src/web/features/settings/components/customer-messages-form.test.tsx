import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCustomerMessages } from '../../../../shared/customer-messages/default-messages';
import { renderWithApp } from '../../../test/render';
import { CustomerMessagesForm } from './customer-messages-form';

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

afterEach(() => vi.unstubAllGlobals());

describe('CustomerMessagesForm', () => {
  it('says an unknown placeholder on its field, and Ripristina brings the default back', async () => {
    const saved = defaultCustomerMessages();
    const { user } = renderWithApp(<CustomerMessagesForm saved={saved} />);
    const body = box('Testo dell’e-mail');
    expect(body.value).toBe(saved.messages['Pronto per il ritiro']?.body);
    await user.clear(body);
    await user.type(body, 'Gentile {{nome}, il ticket {{numero} è pronto');
    expect(
      screen.getByText('Segnaposto sconosciuto: {nome}. Usa solo quelli elencati.'),
    ).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Ripristina il testo predefinito' }));
    expect(body.value).toBe(saved.messages['Pronto per il ritiro']?.body);
    expect(body.getAttribute('aria-invalid')).toBeNull();
  });

  it('edits one status at a time and saves every status with the reminders as numbers', async () => {
    const saved = defaultCustomerMessages();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      return new Response(String(init?.body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<CustomerMessagesForm saved={saved} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato del ticket' }), 'Chiuso');
    const subject = box('Oggetto dell’e-mail');
    await user.clear(subject);
    await user.type(subject, 'Grazie {{cliente}');
    await user.click(screen.getByRole('switch', { name: 'Invia l’e-mail al cliente' }));
    const every = box('Poi un promemoria ogni (giorni)');
    await user.clear(every);
    await user.type(every, '10');
    await user.click(screen.getByRole('button', { name: 'Salva messaggi ai clienti' }));

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body));
    expect(sent.messages.Chiuso).toMatchObject({ subject: 'Grazie {cliente}', enabled: false });
    expect(sent.messages['Pronto per il ritiro']).toEqual(saved.messages['Pronto per il ritiro']);
    expect(sent.reminders).toEqual({ ...saved.reminders, ready_every_days: 10 });
    expect(await screen.findByText('Messaggi ai clienti salvati con successo!')).toBeTruthy();
  });
});
