import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameUnnamedUsers } from '../../db/migrations/202611301100-counter-find';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: { id: string; email: string };
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.addUser('admin');
  adminCookie = await t.signIn(admin.email);
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type ErrorBody = {
  error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } };
};

describe('users API', () => {
  it('requires a display name; accounts without one are named after their e-mail', async () => {
    const unnamed = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: { email: 'senza@negozio.it', name: '  ', role: 'employee', password: TEST_PASSWORD },
    });
    expect(unnamed.status).toBe(400);
    expect((await json<ErrorBody>(unnamed)).error.details?.fieldErrors?.name).toEqual([
      'Il nome è obbligatorio',
    ]);
    const blank = await t.addUser('employee', 'luca.verdi@negozio.it');
    const asEmail = await t.addUser('employee', 'anna@negozio.it');
    await t.db.updateTable('users').set({ name: '' }).where('id', '=', blank.id).execute();
    await t.db
      .updateTable('users')
      .set({ name: asEmail.email })
      .where('id', '=', asEmail.id)
      .execute();
    await nameUnnamedUsers(t.db);
    const names = await t.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [blank.id, asEmail.id, admin.id])
      .execute();
    expect(Object.fromEntries(names.map((u) => [u.id, u.name]))).toEqual({
      [blank.id]: 'luca.verdi',
      [asEmail.id]: 'anna',
      [admin.id]: expect.not.stringMatching(/^(anna|luca\.verdi)$/),
    });
  });

  it('creates an employee who can then sign in, and lists them', async () => {
    const created = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: {
        email: ' Mario.Rossi@Negozio.IT ',
        name: 'Mario Rossi',
        role: 'employee',
        password: 'Cacciavite-a-stella-7',
      },
    });
    expect(created.status).toBe(201);
    const user = await json<{ id: string; email: string; role: string; disabled: boolean }>(
      created,
    );
    expect(user).toMatchObject({
      email: 'mario.rossi@negozio.it',
      role: 'employee',
      disabled: false,
    });

    const cookie = await t.signIn('mario.rossi@negozio.it', 'Cacciavite-a-stella-7');
    expect(await json(await t.request('GET', '/api/me', { cookie }))).toMatchObject({
      role: 'employee',
    });

    const list = await json<{
      items: { email: string; last_sign_in_at: string | null; two_factor_enabled: boolean }[];
    }>(await t.request('GET', '/api/users', { cookie: adminCookie }));
    const row = list.items.find((u) => u.email === 'mario.rossi@negozio.it');
    expect(row?.two_factor_enabled).toBe(false);
    expect(Date.parse(row?.last_sign_in_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists accounts newest first a page at a time, and refuses a forged cursor', async () => {
    for (const name of ['zz-a', 'zz-b', 'zz-c']) await t.addUser('employee', `${name}@negozio.it`);
    type Page = { items: { email: string; created_at: string }[]; next_cursor: string | null };
    const seen: { email: string; created_at: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page: Page = await json<Page>(
        await t.request('GET', `/api/users${query}`, { cookie: adminCookie }),
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    const all = await t.db.selectFrom('users').select('email').execute();
    expect(seen.map((u) => u.email).sort()).toEqual(all.map((u) => u.email).sort());
    const times = seen.map((u) => u.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const forged = await t.request('GET', '/api/users?cursor=bm9wZQ', { cookie: adminCookie });
    expect(forged.status).toBe(400);
    expect((await json<ErrorBody>(forged)).error.message).toBe(
      'Cursore non valido: ricarica la lista',
    );
  });

  it('searches assignable accounts by e-mail or name, accents and case aside, wildcards as text', async () => {
    const created = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: {
        email: 'tecnico.bianchi@negozio.it',
        name: 'Lucia BIANCHI',
        role: 'employee',
        password: 'Cacciavite-a-croce-8',
      },
    });
    expect(created.status).toBe(201);
    const find = async (q: string) =>
      (
        await json<{ email: string; name: string }[]>(
          await t.request('GET', `/api/users/assignable?q=${encodeURIComponent(q)}`, {
            cookie: adminCookie,
          }),
        )
      ).map((u) => u.email);
    expect(await find('bianchi')).toEqual(['tecnico.bianchi@negozio.it']);
    expect(await find('lucia')).toEqual(['tecnico.bianchi@negozio.it']);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
    const long = await t.request('GET', `/api/users/assignable?q=${'x'.repeat(101)}`, {
      cookie: adminCookie,
    });
    expect(long.status).toBe(400);
  });

  it('measures a long password as the auth library does: 70 emoji are refused, never a 500', async () => {
    const emoji = '😀'.repeat(70);
    const created = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: { email: 'emoji@negozio.it', name: 'Emoji', role: 'employee', password: emoji },
    });
    expect(created.status).toBe(400);
    expect((await json<ErrorBody>(created)).error.details?.fieldErrors?.password).toEqual([
      'La password può avere al massimo 128 caratteri',
    ]);
    const other = await t.addUser('employee', 'ancora.emoji@negozio.it');
    const reset = await t.request('PATCH', `/api/users/${other.id}`, {
      cookie: adminCookie,
      body: { password: emoji },
    });
    expect(reset.status).toBe(400);
    const fits = '😀'.repeat(64);
    const accepted = await t.request('PATCH', `/api/users/${other.id}`, {
      cookie: adminCookie,
      body: { password: fits },
    });
    expect(accepted.status).toBe(200);
    await expect(t.signIn(other.email, fits)).resolves.toContain('session_token');
  });

  it('rejects a duplicate e-mail, a weak password and a bad role with Italian messages', async () => {
    const duplicate = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: {
        email: admin.email.toUpperCase(),
        name: 'Doppio',
        role: 'user',
        password: 'Password-Lunga-123',
      },
    });
    expect(duplicate.status).toBe(409);
    expect((await json<ErrorBody>(duplicate)).error.message).toBe(
      'Esiste già un account con questa email',
    );

    const weak = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: { email: 'debole@test.it', name: 'Debole', role: 'user', password: 'qwertyuiop' },
    });
    expect(weak.status).toBe(400);
    expect((await json<ErrorBody>(weak)).error.details?.fieldErrors?.password?.[0]).toMatch(
      /troppo comune/,
    );

    const badRole = await t.request('POST', '/api/users', {
      cookie: adminCookie,
      body: { email: 'x@test.it', name: 'X', role: 'superuser', password: 'Password-Lunga-123' },
    });
    expect(badRole.status).toBe(400);
    expect((await json<ErrorBody>(badRole)).error.details?.fieldErrors?.role).toEqual([
      'Ruolo non valido: usa admin, employee o user',
    ]);
    const stored = await t.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['debole@test.it', 'x@test.it'])
      .execute();
    expect(stored).toEqual([]);
  });

  it('disabling an account ends its sessions at once and blocks sign-in; enabling restores it', async () => {
    const employee = await t.addUser('employee');
    const cookie = await t.signIn(employee.email);
    const disable = await t.request('PATCH', `/api/users/${employee.id}`, {
      cookie: adminCookie,
      body: { disabled: true },
    });
    expect(await json(disable)).toMatchObject({ disabled: true });
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);

    const attempt = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: employee.email, password: TEST_PASSWORD },
    });
    expect(attempt.status).toBe(403);
    expect((await json<ErrorBody>(attempt)).error.message).toBe(
      'Account disattivato. Contatta un amministratore.',
    );

    const assignable = await json<{ id: string }[]>(
      await t.request('GET', '/api/users/assignable', { cookie: adminCookie }),
    );
    expect(assignable.map((u) => u.id)).not.toContain(employee.id);

    await t.request('PATCH', `/api/users/${employee.id}`, {
      cookie: adminCookie,
      body: { disabled: false },
    });
    await expect(t.signIn(employee.email)).resolves.toContain('session_token');
  });

  it('changes a role and sets a new password, signing the person out', async () => {
    const person = await t.addUser('user');
    const cookie = await t.signIn(person.email);
    const promote = await t.request('PATCH', `/api/users/${person.id}`, {
      cookie: adminCookie,
      body: { role: 'employee' },
    });
    expect(await json(promote)).toMatchObject({ role: 'employee' });
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(401);

    const reset = await t.request('PATCH', `/api/users/${person.id}`, {
      cookie: adminCookie,
      body: { password: 'Nuova-Password-Sicura-1' },
    });
    expect(reset.status).toBe(200);
    await expect(t.signIn(person.email)).rejects.toThrow(/401/);
    const fresh = await t.signIn(person.email, 'Nuova-Password-Sicura-1');
    expect(await json(await t.request('GET', '/api/me', { cookie: fresh }))).toMatchObject({
      role: 'employee',
    });
  });

  it('does not let an admin demote or disable themself', async () => {
    for (const body of [{ role: 'user' }, { disabled: true }]) {
      const response = await t.request('PATCH', `/api/users/${admin.id}`, {
        cookie: adminCookie,
        body,
      });
      expect(response.status).toBe(409);
    }
    expect(await json(await t.request('GET', '/api/me', { cookie: adminCookie }))).toMatchObject({
      role: 'admin',
    });
  });

  it('answers 404 for an unknown id and 400 for an empty or malformed change', async () => {
    const unknown = await t.request('PATCH', `/api/users/${crypto.randomUUID()}`, {
      cookie: adminCookie,
      body: { name: 'X' },
    });
    expect(unknown.status).toBe(404);
    const empty = await t.request('PATCH', `/api/users/${admin.id}`, {
      cookie: adminCookie,
      body: {},
    });
    expect(empty.status).toBe(400);
    const malformed = await t.request('PATCH', `/api/users/${admin.id}`, {
      cookie: adminCookie,
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect((await json<ErrorBody>(malformed)).error.message).toBe(
      'Richiesta non valida: JSON malformato',
    );
  });
});

describe('two-factor requirement for staff', () => {
  it('blocks staff without 2FA from the API (but not /api/me) once the admin requires it', async () => {
    const employee = await t.addUser('employee');
    const user = await t.addUser('user');
    const employeeCookie = await t.signIn(employee.email);
    const userCookie = await t.signIn(user.email);
    const on = await t.request('PUT', '/api/settings', {
      cookie: adminCookie,
      body: { values: { auth_require_two_factor: 'true' } },
    });
    expect(on.status).toBe(200);
    try {
      const blocked = await t.request('GET', '/api/users/assignable', { cookie: employeeCookie });
      expect(blocked.status).toBe(403);
      expect((await json<ErrorBody>(blocked)).error.code).toBe('two_factor_required');
      expect(
        await json(await t.request('GET', '/api/me', { cookie: employeeCookie })),
      ).toMatchObject({
        two_factor_required: true,
      });
      expect((await t.request('GET', '/api/users/assignable', { cookie: userCookie })).status).toBe(
        200,
      );
    } finally {
      await t.request('PUT', '/api/settings', {
        cookie: await t.signIn(admin.email),
        body: { values: { auth_require_two_factor: 'false' } },
      });
    }
  });
});
