// What the screenshot scripts share: their arguments, Debian's Chromium, and a signed-in
// browser context in the shop's locale and time zone.
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContextOptions, chromium } from '@playwright/test';

export interface ScreenshotArgs {
  base: string;
  email: string;
  password: string;
  out: string;
}

/** `--base`, `--email`, `--password`, `--out`; without a login prints the usage and exits 2. */
export function screenshotArgs(script: string): ScreenshotArgs {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://127.0.0.1:3000' },
      email: { type: 'string' },
      password: { type: 'string' },
      out: { type: 'string', default: 'docs/screenshots' },
    },
  });
  if (!values.email || !values.password) {
    process.stderr.write(`Uso: npx tsx ${script} --base URL --email EMAIL --password PASSWORD\n`);
    process.exit(2);
  }
  return {
    base: values.base ?? '',
    email: values.email,
    password: values.password,
    out: values.out ?? '',
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** A context on the app, in it-IT and Europe/Rome, signed in with the script's account. */
export async function signedInContext(
  browser: Browser,
  args: ScreenshotArgs,
  device: BrowserContextOptions,
) {
  const context = await browser.newContext({
    ...device,
    baseURL: args.base,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: { email: args.email, password: args.password },
  });
  if (!signIn.ok()) throw new Error(`Accesso non riuscito: ${signIn.status()}`);
  return context;
}
