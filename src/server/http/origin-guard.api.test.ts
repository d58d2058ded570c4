import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://assistenza.negozio.example';
const REBOUND = 'http://rebound.attacker.example';

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  email = (await t.addUser('employee')).email;
});
afterAll(() => t.close());

/** A sign-in as a browser on `origin` sends it, to a server it reaches as `host`. */
const signIn = (host: string, origin: string) =>
  t.app.request(`${host}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });

describe('origin check with PUBLIC_URL set', () => {
  it('refuses a page whose Host and Origin agree but are not PUBLIC_URL (DNS rebinding)', async () => {
    const response = await signIn(REBOUND, REBOUND);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Richiesta non consentita da questa origine',
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('accepts the page at PUBLIC_URL', async () => {
    expect((await signIn(PUBLIC_URL, PUBLIC_URL)).status).toBe(200);
  });
});
