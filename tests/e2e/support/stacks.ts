import { test } from '@playwright/test';

/**
 * One running app the browser tests talk to: its server, its SMTP catcher and its database. The
 * global setup starts the `main` stack (SQLite, or E2E_DATABASE_URL) and, when E2E_POSTGRES_URL
 * is set, a `postgres` stack beside it for the @pg projects; each project names its stack in its
 * metadata (playwright.config.ts).
 */
export interface Stack {
  baseURL: string;
  smtpCatcherUrl: string;
  dataDir: string;
  authSecret: string;
  databaseUrl?: string;
}

export type StackName = 'main' | 'postgres';

/** The stacks the global setup started, as it handed them to the workers (E2E_STACKS). */
export function startedStacks(): Partial<Record<StackName, Stack>> {
  return JSON.parse(process.env.E2E_STACKS ?? '{}');
}

/** The stack of a project, from its metadata. */
export function stackOf(project: { metadata: { stack?: StackName } }): Stack {
  const name = project.metadata.stack ?? 'main';
  const stack = startedStacks()[name];
  if (!stack) throw new Error(`The ${name} stack is not running: the global setup starts it.`);
  return stack;
}

/** The stack of the running test (or hook). */
export const currentStack = (): Stack => stackOf(test.info().project);
