import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar';
import { romeToday } from '../../../shared/format';
import { TASK_MESSAGES, type TaskDto } from '../../../shared/tasks/tasks';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';

/** The task board through the API (MODULES "Tasks"), as a plain user. */
let t: StaffApp;
let colleague: { id: string; email: string };

beforeAll(async () => {
  t = await createStaffApp({ role: 'user' });
  colleague = await t.addUser('employee');
});
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown) =>
  t.request(method, path, { cookie: t.cookie, body });

async function createTask(body: Record<string, unknown>): Promise<TaskDto> {
  const response = await send('POST', '/api/tasks', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<TaskDto>(response);
}

const list = async (query: string) =>
  (await readJson<{ items: TaskDto[] }>(await send('GET', `/api/tasks?${query}`))).items;

describe('tasks', () => {
  it("creates with defaults and says 'Titolo obbligatorio' for a blank title", async () => {
    const task = await createTask({ title: '  Ordinare display  ', description: 'Per FM-1' });
    expect(task).toMatchObject({
      title: 'Ordinare display',
      status: 'Assegnato',
      priority: 'Normale',
      due: 'none',
      created_by: t.staff.id,
      version: 1,
    });
    for (const title of ['', '   ', undefined]) {
      const response = await send('POST', '/api/tasks', { title });
      expect(response.status).toBe(400);
      expect((await errorBody(response)).error.message).toBe(TASK_MESSAGES.titleRequired);
    }
  });

  it('edits one field at a time with the version read, and refuses a stale edit', async () => {
    const task = await createTask({ title: 'Chiamare cliente' });
    const path = `/api/tasks/${task.id}`;
    const moved = await readJson<TaskDto>(
      await send('PATCH', path, { status: 'In lavorazione', version: task.version }),
    );
    expect(moved).toMatchObject({
      status: 'In lavorazione',
      title: 'Chiamare cliente',
      version: 2,
    });
    const stale = await send('PATCH', path, { priority: 'Urgente', version: task.version });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).error.message).toBe(TASK_MESSAGES.versionConflict);
    const blank = await send('PATCH', path, { title: ' ', version: moved.version });
    expect((await errorBody(blank)).error.message).toBe(TASK_MESSAGES.titleRequired);
  });

  it('colours the due date from Rome today and filters overdue / soon', async () => {
    const today = romeToday();
    const late = await createTask({ title: 'In ritardo', due_date: addDays(today, -1) });
    const soon = await createTask({ title: 'Fra tre giorni', due_date: addDays(today, 3) });
    const later = await createTask({ title: 'Fra quattro', due_date: addDays(today, 4) });
    expect([late.due, soon.due, later.due]).toEqual(['overdue', 'soon', 'later']);
    const ids = (tasks: TaskDto[]) => tasks.map((task) => task.id);
    expect(ids(await list('due=overdue'))).toContain(late.id);
    expect(ids(await list('due=overdue'))).not.toContain(soon.id);
    expect(ids(await list('due=soon'))).toEqual([soon.id]);
  });

  it('filters by status, priority, assignee (me) and text, most urgent first', async () => {
    const mine = await createTask({
      title: 'Backup server',
      assigned_to: t.staff.id,
      priority: 'Media',
    });
    const theirs = await createTask({
      title: 'Pulizia laboratorio',
      assigned_to: colleague.id,
      priority: 'Urgente',
    });
    const names = await t.db.selectFrom('users').select(['id', 'name']).execute();
    const nameOf = (id: string) => names.find((u) => u.id === id)?.name;
    // People by name on the card (never by e-mail).
    expect(theirs).toMatchObject({
      assigned_to_name: nameOf(colleague.id),
      created_by_name: nameOf(t.staff.id),
    });
    expect((await list('assigned_to=me')).map((x) => x.id)).toEqual([mine.id]);
    expect((await list(`assigned_to=${colleague.id}`)).map((x) => x.id)).toEqual([theirs.id]);
    expect((await list('priority=Urgente')).map((x) => x.id)).toEqual([theirs.id]);
    expect((await list('q=laboratorio')).map((x) => x.id)).toEqual([theirs.id]);
    expect((await list('')).at(0)?.id).toBe(theirs.id);
    expect(await list('status=Terminato')).toEqual([]);
    const unknown = await send('POST', '/api/tasks', {
      title: 'X',
      assigned_to: crypto.randomUUID(),
    });
    expect((await errorBody(unknown)).error.message).toBe(TASK_MESSAGES.assigneeInvalid);
  });

  it('links a task to a ticket and lists the ticket’s tasks', async () => {
    const ticket = await t.createTicket();
    const task = await createTask({ title: 'Ordinare batteria', ticket_id: ticket.id });
    expect(task).toMatchObject({ ticket_id: ticket.id, ticket_number: ticket.ticket_number });
    expect((await list(`ticket_id=${ticket.id}`)).map((x) => x.id)).toEqual([task.id]);
    const bad = await send('POST', '/api/tasks', { title: 'X', ticket_id: crypto.randomUUID() });
    expect((await errorBody(bad)).error.message).toBe(TASK_MESSAGES.ticketInvalid);
  });

  it('reads a finished task as due-free; an overdue one is overdue in any other column', async () => {
    const yesterday = addDays(romeToday(), -1);
    const tasks: Record<string, TaskDto> = {};
    for (const status of ['Assegnato', 'In lavorazione', 'Ritardo', 'Terminato'] as const) {
      const task = await createTask({ title: `Scaduto ${status}`, due_date: yesterday });
      tasks[status] = await readJson<TaskDto>(
        await send('PATCH', `/api/tasks/${task.id}`, { status, version: task.version }),
      );
    }
    expect(Object.values(tasks).map((x) => [x.status, x.due])).toEqual([
      ['Assegnato', 'overdue'],
      ['In lavorazione', 'overdue'],
      ['Ritardo', 'overdue'],
      ['Terminato', 'none'],
    ]);
    const overdue = (await list('due=overdue&q=Scaduto')).map((x) => x.status).sort();
    expect(overdue).toEqual(['Assegnato', 'In lavorazione', 'Ritardo']);
  });

  it('deletes, then answers 404', async () => {
    const task = await createTask({ title: 'Da eliminare' });
    expect((await send('DELETE', `/api/tasks/${task.id}`)).status).toBe(204);
    expect((await send('DELETE', `/api/tasks/${task.id}`)).status).toBe(404);
    expect((await send('GET', `/api/tasks/${task.id}`)).status).toBe(404);
  });
});
