import { expect } from '@playwright/test';
import { currentStack } from './stacks';

/** A message as the SMTP catcher of the test's stack received it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

const catcher = (route: string, init?: RequestInit) =>
  fetch(`${currentStack().smtpCatcherUrl}${route}`, init);

export async function caughtFor(address: string): Promise<CaughtMail[]> {
  const all = (await (await catcher('/messages')).json()) as CaughtMail[];
  return all.filter((m) => m.to.includes(address));
}

/** From now on the catcher answers 550 to every message (or accepts them again). */
export async function catcherMode(mode: 'accept' | 'permfail') {
  expect((await catcher(`/mode/${mode}`, { method: 'POST' })).status).toBe(200);
}
