import { apiSignIn, expect, test } from './fixtures';
import { ADMIN } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * In the browser: an employee logs two entries and reads the day's total, then an admin
 * filters the month by that employee and sees the chart; a task created, edited on its card,
 * moved by keyboard and deleted. axe on both pages. Names are unique per run (shared server).
 */
const run = Date.now().toString(36);

// axe-core is injected as a script: the app's CSP would refuse it.
test.use({ bypassCSP: true });

test('an employee logs two entries and sees the day total; an admin sees the month chart @pg', async ({
  page,
  adminApi,
  signInAs,
}) => {
  const typeName = `Diagnosi ${run}`;
  const created = await adminApi.post('/api/work-types', {
    data: { name: typeName, price: '25,50' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const employee = await signInAs('employee');

  await page.goto('/work-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione lavori' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tipi di lavorazione' })).toHaveCount(0);
  await expect(page.getByText('Nessuna lavorazione trovata')).toBeVisible();
  for (const quantity of ['2', '1']) {
    await page.getByLabel('Tipo di lavorazione', { exact: true }).selectOption({ label: typeName });
    await page.getByLabel('Quantità').fill(quantity);
    await page.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(page.getByText('Lavorazione registrata')).toBeVisible();
  }
  const total = page.getByRole('row', { name: /Totale del giorno/ });
  await expect(total).toContainText('76,50');
  const dayByType = page.getByRole('region', { name: 'Per tipo di lavorazione' });
  await expect(dayByType.getByRole('row', { name: new RegExp(typeName) })).toContainText('3');

  await apiSignIn(page.request, ADMIN);
  await page.goto('/work-management?view=month');
  await page.getByLabel('Dipendente', { exact: true }).selectOption({ label: employee.name });
  await expect(page).toHaveURL(new RegExp(`user_id=${employee.id}`));
  await expect(page.getByRole('heading', { name: 'Andamento del mese' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Importo per giorno/ })).toBeVisible();
  const byType = page.getByRole('region', { name: 'Per tipo di lavorazione' });
  await expect(byType.getByRole('row', { name: new RegExp(typeName) })).toContainText('76,50');
  await expect(page.getByRole('row', { name: /Totale del mese/ })).toContainText('76,50');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Tipi di lavorazione' }).click();
  await expect(page.getByRole('row', { name: new RegExp(typeName) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a task is created, edited on its card, moved by keyboard and deleted', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  const title = `Ordinare display ${run}`;
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Nuovo task' }).click();
  await page.getByLabel('Titolo').fill('   ');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Titolo obbligatorio')).toBeVisible();
  await page.getByLabel('Titolo').fill(title);
  await page.getByRole('button', { name: 'Salva' }).click();

  await page.getByLabel('Cerca').fill(run);
  await expect(page).toHaveURL(/q=/);
  const assigned = page.getByRole('region', { name: 'Assegnato' });
  const card = assigned.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  // A field reads as text on a button; pressing it brings the control, a choice saves it.
  await card.getByRole('button', { name: `Priorità di ${title}: Normale` }).click();
  await card.getByLabel(`Priorità di ${title}`, { exact: true }).selectOption('Urgente');
  const priority = card.getByRole('button', { name: `Priorità di ${title}: Urgente` });
  await expect(priority).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  // By keyboard: Enter opens the due date, Escape leaves it as it was, Enter saves.
  const due = card.getByRole('button', { name: `Scadenza di ${title}: Nessuna` });
  await due.press('Enter');
  const dueField = card.getByLabel(`Scadenza di ${title}`, { exact: true });
  await expect(dueField).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dueField.fill('2030-03-15');
  await dueField.press('Escape');
  await expect(due).toBeFocused();
  await due.press('Enter');
  await dueField.fill('2030-03-15');
  await dueField.press('Enter');
  await expect(
    card.getByRole('button', { name: `Scadenza di ${title}: 15/03/2030` }),
  ).toBeFocused();

  await card.getByRole('button', { name: new RegExp(`^Sposta ${title}`) }).press('ArrowRight');
  const working = page.getByRole('region', { name: 'In lavorazione' });
  const moved = working.getByRole('article', { name: title });
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('button', { name: new RegExp(`^Sposta ${title}`) })).toBeFocused();
  await expect(assigned.getByRole('article', { name: title })).toHaveCount(0);

  await moved.getByRole('button', { name: `Elimina il task ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Eliminare il task ${title}?` });
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});
