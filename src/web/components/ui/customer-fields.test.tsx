import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CustomerFields, type CustomerValues } from './customer-fields';

const MARIO = {
  id: '7d2b3c1e-1a2b-4c3d-8e4f-000000000001',
  kind: 'privato',
  first_name: 'Mario',
  last_name: 'Rossi',
  company_name: null,
  display_name: 'Rossi Mario',
  reading_name: 'Mario Rossi',
  email: 'mario@rossi.it',
  phone: '+393331234567',
  phone_display: '+39 333 123 4567',
  tax_code: 'RSSMRA80A01H501U',
  to_review: false,
};
const EMPTY: CustomerValues = {
  customer_id: '',
  customer_name: '',
  customer_email: '',
  customer_phone: '',
};

let values: () => CustomerValues = () => EMPTY;

function Form({ start = EMPTY }: { start?: CustomerValues }) {
  const form = useForm<CustomerValues>({ defaultValues: start });
  values = form.getValues;
  return <CustomerFields form={form} nameRequired />;
}

/** The counter's intake form: it asks for the surname of a new customer when unsure. */
function AskingForm() {
  const form = useForm<CustomerValues & { customer_last_name: string }>({
    defaultValues: { ...EMPTY, customer_last_name: '' },
  });
  values = form.getValues;
  return <CustomerFields form={form} nameRequired askSurname />;
}

/** The API: the suggestions endpoint, the one-customer read and the phone countries. */
function stubApi(status = 200) {
  const fetch = vi.fn(async (url: string) => {
    if (status !== 200)
      return new Response(
        JSON.stringify({ error: { code: 'forbidden', message: 'Accesso negato' } }),
        {
          status,
        },
      );
    if (url.startsWith('/api/customers/suggestions'))
      return new Response(JSON.stringify({ items: [MARIO] }));
    if (url.startsWith('/api/customers/')) return new Response(JSON.stringify(MARIO));
    return new Response(JSON.stringify([]));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const nameBox = () => screen.getByRole('combobox', { name: /Nome del cliente/ });

describe('CustomerFields', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links the document to a picked suggestion and fills the snapshot with the register's data, named as read", async () => {
    const fetch = stubApi();
    const { user } = renderWithApp(<Form />);
    await user.click(nameBox());
    await user.keyboard('333 123');
    // The request's module loads on first use: the first search waits for it.
    await waitFor(
      () =>
        expect(fetch.mock.calls.map(([url]) => url)).toContain(
          '/api/customers/suggestions?q=333+123',
        ),
      { timeout: 5_000 },
    );
    await user.click(await screen.findByRole('option', { name: /Rossi Mario/ }));
    expect(values()).toEqual({
      customer_id: MARIO.id,
      customer_name: 'Mario Rossi',
      customer_email: 'mario@rossi.it',
      customer_phone: '+39 333 123 4567',
    });
    expect(await screen.findByRole('link', { name: 'Mario Rossi' })).toHaveProperty(
      'pathname',
      `/customers/${MARIO.id}`,
    );
  });

  it('drops the link when another name is typed: a new person, whom the server creates', async () => {
    stubApi();
    const { user } = renderWithApp(
      <Form start={{ ...EMPTY, customer_id: MARIO.id, customer_name: 'Rossi Mario' }} />,
    );
    expect(await screen.findByText(/Collegato al cliente/)).toBeTruthy();
    await user.clear(nameBox());
    await user.keyboard('Bianchi Anna');
    expect(values().customer_id).toBe('');
    expect(values().customer_name).toBe('Bianchi Anna');
    await waitFor(() => expect(screen.queryByText(/Collegato al cliente/)).toBeNull());
  });

  it('unlinks with Scollega and keeps the typed snapshot', async () => {
    stubApi();
    const { user } = renderWithApp(
      <Form start={{ ...EMPTY, customer_id: MARIO.id, customer_name: 'Rossi Mario' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Scollega' }));
    expect(values()).toMatchObject({ customer_id: '', customer_name: 'Rossi Mario' });
  });

  it('starts a new document linked to the customer of ?cliente=', async () => {
    const fetch = stubApi();
    renderWithApp(<Form />, { url: `/tickets/new?cliente=${MARIO.id}` });
    await waitFor(() => expect(values().customer_id).toBe(MARIO.id), { timeout: 5_000 });
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/customers/${MARIO.id}`);
    expect(values().customer_email).toBe('mario@rossi.it');
    expect(nameBox()).toHaveProperty('value', 'Mario Rossi');
  });

  it('asks which part of an unsure name is the surname, and sends the answer', async () => {
    stubApi();
    const { user } = renderWithApp(<AskingForm />);
    await user.click(nameBox());
    await user.keyboard('Mario Rossi');
    expect(screen.queryByRole('group', { name: 'Qual è il cognome?' })).toBeNull();
    await user.clear(nameBox());
    await user.keyboard('Gian Marco Rossi');
    const ask = await screen.findByRole('group', { name: 'Qual è il cognome?' });
    const choices = Array.from(ask.querySelectorAll('label')).map((l) => l.textContent);
    expect(choices).toEqual([
      'Rossi (nome: Gian Marco)',
      'Marco Rossi (nome: Gian)',
      'Gian (nome: Marco Rossi)',
      'Gian Marco (nome: Rossi)',
    ]);
    // Unanswered, nothing is sent: the server keeps its guess and marks the customer to review.
    expect(values()).toMatchObject({ customer_last_name: '' });
    await user.click(screen.getByRole('radio', { name: 'Marco Rossi (nome: Gian)' }));
    expect(values()).toMatchObject({ customer_last_name: 'Marco Rossi' });
  });

  it('suggests nothing, without an error, to an account the register is closed to', async () => {
    stubApi(403);
    const { user } = renderWithApp(<Form />);
    await user.click(nameBox());
    await user.keyboard('Rossi');
    await waitFor(() => expect(screen.getByText('0 risultati')).toBeTruthy(), { timeout: 5_000 });
    expect(screen.queryByRole('option', { name: /Rossi/ })).toBeNull();
    expect(values().customer_name).toBe('Rossi');
  });
});
