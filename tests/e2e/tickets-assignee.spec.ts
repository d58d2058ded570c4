import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { editNewTicketInList, SAVE_TIMEOUT } from './support/tickets';

test.use({ bypassCSP: true });

test('the assignee is found by typing part of a name and picked by keyboard @pg', async ({
  page,
  signInAs,
  createAccount,
}) => {
  const technician = await createAccount('employee', 'tecnico');
  await signInAs('employee');
  const { ticket, card } = await editNewTicketInList(page);

  const box = card.getByRole('combobox', { name: 'Assegnato a' });
  await expect(box).toBeVisible({ timeout: SAVE_TIMEOUT });
  await box.fill(technician.name.split(' ')[1] ?? '');
  const list = card.getByRole('listbox', { name: 'Assegnato a' });
  await expect(list.getByRole('option', { name: new RegExp(technician.email) })).toBeVisible();
  // While a search is typed its match comes first, then 'Nessuno'.
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(list.getByRole('option').nth(1)).toHaveText('Nessuno');
  await expectNoSeriousA11yViolations(page);

  const optionId = async (n: number) =>
    (await list.getByRole('option').nth(n).getAttribute('id')) ?? '';
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', await optionId(1));
  await box.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', await optionId(0));
  await box.press('Enter');
  // The choice reads by name (the e-mail is only its detail in the list).
  await expect(box).toHaveValue(technician.name);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await card.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'aggiornato con successo' })).toBeVisible(
    {
      timeout: SAVE_TIMEOUT,
    },
  );
  // People by name, the e-mail beside it for staff.
  const assignee = card.getByRole('definition').filter({ hasText: `(${technician.email})` });
  await expect(assignee).toContainText(technician.name);

  const stored = await page.request.get(`/api/tickets/${ticket.id}`);
  expect(await stored.json()).toMatchObject({ assigned_to_email: technician.email });
});

test('Escape closes the list and keeps the chosen assignee', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/tickets/new');
  const box = page.getByRole('combobox', { name: 'Assegnato a' });
  await expect(box).toBeVisible({ timeout: SAVE_TIMEOUT });
  await box.fill('nessun-account-con-questo-nome');
  await expect(page.getByRole('listbox', { name: 'Assegnato a' }).getByRole('option')).toHaveCount(
    1,
  );
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});
