import { apiSignIn, expect, test } from './fixtures';
import { ADMIN } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * What a person reads on Gestione lavori and the task board: people by name (never by e-mail),
 * a day's total that does not add pieces of different work types, a month chart with values on an
 * axis, no due badge on a finished task, an overdue one marked in any column, Urgente coloured.
 */
const run = Date.now().toString(36);

// axe-core is injected as a script: the app's CSP would refuse it.
test.use({ bypassCSP: true });

test('a day of two work types: amount and per-type pieces; the admin reads people by name @pg', async ({
  page,
  adminApi,
  signInAs,
}) => {
  const [screen, cleaning] = [`Schermo ${run}`, `Pulizia ${run}`];
  for (const [name, price] of [
    [screen, '25,50'],
    [cleaning, '10,00'],
  ] as const) {
    const created = await adminApi.post('/api/work-types', { data: { name, price } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const employee = await signInAs('employee');
  await page.goto('/work-management');
  for (const [type, quantity] of [
    [screen, '2'],
    [cleaning, '1'],
  ] as const) {
    await page.getByLabel('Tipo di lavorazione', { exact: true }).selectOption({ label: type });
    await page.getByLabel('Quantità').fill(quantity);
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(page.getByText('Lavorazione registrata')).toBeVisible();
  }
  // 2 screens and 1 cleaning are not "3" of anything: the day's amount, and pieces per type.
  const total = page.getByRole('row', { name: /Totale del giorno/ });
  await expect(total).toContainText('61,00 €');
  await expect(total.getByRole('cell', { name: '3', exact: true })).toHaveCount(0);
  const byType = page.getByRole('region', { name: 'Per tipo di lavorazione' });
  await expect(byType.getByRole('row', { name: new RegExp(screen) })).toContainText('2');
  await expect(byType.getByRole('row', { name: new RegExp(screen) })).toContainText('51,00 €');
  await expect(byType.getByRole('row', { name: new RegExp(cleaning) })).toContainText('1');
  // A day long gone is refused in words, beside the field.
  await page.getByLabel('Tipo di lavorazione', { exact: true }).selectOption({ label: screen });
  await page.getByLabel('Data', { exact: true }).fill('2020-01-15');
  await page.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(page.getByLabel('Data', { exact: true })).toHaveAccessibleDescription(
    /Si possono registrare lavorazioni solo del mese corrente e di quello precedente/,
  );
  await expectNoSeriousA11yViolations(page);

  await apiSignIn(page.request, ADMIN);
  await page.goto('/work-management?view=month');
  const filter = page.getByLabel('Dipendente', { exact: true });
  await expect(filter.getByRole('option', { name: employee.name })).toHaveCount(1);
  await expect(filter.getByRole('option', { name: employee.email })).toHaveCount(0);
  await filter.selectOption({ label: employee.name });
  await expect(page).toHaveURL(new RegExp(`user_id=${employee.id}`));
  const entries = page.getByRole('region', { name: /^Lavorazioni di/ });
  await expect(entries.getByRole('cell', { name: employee.name }).first()).toBeVisible();
  await expect(page.getByText(employee.email)).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Totali per dipendente' }).getByRole('row', {
      name: new RegExp(employee.name),
    }),
  ).toContainText('61,00 €');
  // The chart's axis reads in euros, up to the best day.
  const chart = page.getByRole('img', { name: /Importo per giorno/ });
  await expect(chart).toContainText('61,00 €');
  await expect(chart).toContainText('0,00 €');
  await expect(page.getByRole('row', { name: /Totale del mese/ })).toContainText('61,00 €');
  await expectNoSeriousA11yViolations(page);
  const csv = await page.request.get(
    `/api/work-logs/export.csv?month=${new Date().toISOString().slice(0, 7)}&user_id=${employee.id}`,
  );
  const text = await csv.text();
  expect(text).toContain(`;${employee.name};${screen};2;`);
  expect(text).not.toContain(employee.email);
});

test('the board: names, Urgente in colour, overdue in any column, none on a finished task', async ({
  page,
  createAccount,
  signInAs,
}) => {
  const colleague = await createAccount('employee');
  await signInAs('user');
  const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const titles = {
    working: `In corso ${run}`,
    late: `In ritardo ${run}`,
    done: `Finito ${run}`,
    urgent: `Urgente ${run}`,
  };
  const make = async (title: string, extra: Record<string, unknown>, status?: string) => {
    const created = await page.request.post('/api/tasks', {
      data: { title, due_date: yesterday, ...extra },
    });
    expect(created.status(), await created.text()).toBe(201);
    const task = (await created.json()) as { id: string; version: number };
    if (!status) return;
    const moved = await page.request.patch(`/api/tasks/${task.id}`, {
      data: { status, version: task.version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  };
  await make(titles.working, { assigned_to: colleague.id }, 'In lavorazione');
  await make(titles.late, {}, 'Ritardo');
  await make(titles.done, {}, 'Terminato');
  await make(titles.urgent, { priority: 'Urgente', due_date: null });

  await page.goto(`/tasks?q=${run}`);
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(
    page.getByRole('region', { name: 'In lavorazione' }).getByRole('article', {
      name: titles.working,
    }),
  ).toBeVisible();
  await expect(card(titles.working).getByText('Scaduto', { exact: true })).toBeVisible();
  await expect(card(titles.late).getByText('Scaduto', { exact: true })).toBeVisible();
  await expect(card(titles.done)).toBeVisible();
  for (const badge of ['Scaduto', 'In scadenza', 'Nei tempi', 'Senza scadenza'])
    await expect(card(titles.done).getByText(badge, { exact: true })).toHaveCount(0);
  await expect(
    card(titles.working).getByRole('button', {
      name: `Assegnatario di ${titles.working}: ${colleague.name}`,
    }),
  ).toBeVisible();
  await expect(page.getByText(colleague.email)).toHaveCount(0);
  const assignee = page.getByLabel('Assegnatario', { exact: true });
  await expect(assignee.getByRole('option', { name: colleague.name })).toHaveCount(1);

  const urgent = card(titles.urgent).getByRole('button', {
    name: `Priorità di ${titles.urgent}: Urgente`,
  });
  const normal = card(titles.done).getByRole('button', {
    name: `Priorità di ${titles.done}: Normale`,
  });
  const background = (button: typeof urgent) =>
    button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(urgent)).not.toBe(await background(normal));
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(urgent).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the ticket assignee picker shows the chosen name, not the e-mail', async ({
  page,
  createAccount,
  signInAs,
}) => {
  const tech = await createAccount('employee');
  await signInAs('user');
  await page.goto('/tickets/new');
  const picker = page.getByRole('combobox', { name: 'Assegnato a' });
  await picker.fill(tech.name);
  await page.getByRole('option', { name: new RegExp(tech.name) }).click();
  await expect(picker).toHaveValue(tech.name);
  await picker.blur();
  await expect(picker).toHaveValue(tech.name);
});
