import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toIso } from '../db/normalize';
import { createTestApp, type TestApp } from '../test/test-app';

const IDLE_MINUTES = 20;
const minutes = (n: number) => n * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: IDLE_MINUTES });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** better-auth checks expiry with the real clock, so the test moves Date itself (timers stay real). */
function moveClockTo(ms: number) {
  vi.setSystemTime(new Date(ms));
}

async function storedExpiry(userId: string): Promise<number> {
  const row = await t.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return new Date(toIso(row.expires_at)).getTime();
}

describe('idle session timeout', () => {
  it('slides the expiry while the session is used and answers 401 once it sat idle too long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const user = await t.addUser('employee');
    const cookie = await t.signIn(user.email);
    expect(await storedExpiry(user.id)).toBe(start + minutes(IDLE_MINUTES));

    // Used after 15 minutes: past better-auth's refresh age, so the expiry moves forward.
    moveClockTo(start + minutes(15));
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);
    expect(await storedExpiry(user.id)).toBe(start + minutes(15 + IDLE_MINUTES));

    // 30 minutes after sign-in is past the first expiry, yet the session lives: it was used.
    moveClockTo(start + minutes(30));
    expect((await t.request('GET', '/api/me', { cookie })).status).toBe(200);

    // Then idle for longer than SESSION_IDLE_MINUTES: it is over.
    moveClockTo(start + minutes(30 + IDLE_MINUTES) + 1000);
    const expired = await t.request('GET', '/api/me', { cookie });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sessione non attiva. Effettua il login.' },
    });
  });
});
