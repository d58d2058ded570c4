import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Summary, summarize } from './lib/stats';
import { openBrowser, throttledPage } from './lib/throttled-browser';

export interface BoardProfile {
  name: string;
  viewport: { width: number; height: number };
  /** The phone's network as well as the CPU slowdown. */
  network: boolean;
}

/**
 * The board on the throttled profile (4× CPU): a desktop at the shop (four columns side by side,
 * the LAN's network) and the full phone profile (columns stacked, 150 ms / 1.6 Mbps).
 */
export const BOARD_PROFILES: BoardProfile[] = [
  { name: 'desktop, 4× CPU', viewport: { width: 1366, height: 768 }, network: false },
  {
    name: 'phone, 4× CPU + 150 ms / 1.6 Mbps',
    viewport: { width: 412, height: 823 },
    network: true,
  },
];

/**
 * Cold loads of /tasks signed in (the session cookie of `cookieHeader`), each timed from the
 * navigation's start until every one of the four columns (a region named by its heading) shows
 * its first card: read inside the page at the animation frame where that first holds.
 */
export async function benchTaskBoard(
  origin: string,
  cookieHeader: string,
  runs: number,
): Promise<{ name: string; summary: Summary }[]> {
  const browser = await openBrowser();
  try {
    const results = [];
    for (const profile of BOARD_PROFILES) {
      await loadBoard(browser, origin, cookieHeader, profile); // the server's code paths, warm
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++)
        loads.push(await loadBoard(browser, origin, cookieHeader, profile));
      const name = `bacheca nel browser: ${profile.name}`;
      results.push(
        { name, summary: summarize(loads.map((l) => l.shown)) },
        // Where the time goes: the app shell and the columns' requests, the rest is the render.
        { name: `${name} (colonne ricevute)`, summary: summarize(loads.map((l) => l.answered)) },
      );
    }
    const desktop = BOARD_PROFILES[0] as BoardProfile;
    for (const [dwell, when] of [
      [0, "con l'app già aperta"],
      [DWELL_MS, `dopo ${DWELL_MS / 1000} s sulla dashboard`],
    ] as const) {
      const opened: number[] = [];
      for (let i = 0; i < runs; i++)
        opened.push(await openFromMenu(browser, origin, cookieHeader, dwell));
      results.push({
        name: `bacheca nel browser: ${desktop.name}, dal menu ${when}`,
        summary: summarize(opened),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

interface Load {
  /** ms from the navigation's start to the four columns' first cards. */
  shown: number;
  /** … to the last of the four columns' answers (the app shell, the session, the requests). */
  answered: number;
}

/** The four columns' first cards, read in the page at the animation frame where that holds. */
function boardShown(page: Page) {
  return page.waitForFunction(
    () => {
      const columns = [...document.querySelectorAll('section[aria-labelledby^="column-"]')];
      const full = columns.length === 4 && columns.every((c) => c.querySelector('article'));
      return full ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** A signed-in context at `origin`: the session cookie of `cookieHeader`. */
async function signedInContext(
  browser: Browser,
  origin: string,
  cookieHeader: string,
  viewport: BoardProfile['viewport'],
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'it-IT' });
  await context.addCookies(
    cookieHeader.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    }),
  );
  return context;
}

/**
 * How long a person looks at the dashboard before picking "Task", in the second menu scenario:
 * the dashboard fetches the board's code and first columns once it is idle (docs/decisions/016).
 */
const DWELL_MS = 2000;

/**
 * The board's own cost, as a person at the counter meets it most days: the staff app is already
 * open on the dashboard (desktop, 4× CPU, cold cache) and they pick "Task" in the menu; ms from
 * the click until the four columns show their first cards. Clicked as soon as the dashboard's
 * heading shows (`dwell` 0: the page's code, the four requests, the render), or after `dwell` ms
 * on the dashboard (what its idle prefetch left to do).
 */
async function openFromMenu(browser: Browser, origin: string, cookieHeader: string, dwell: number) {
  const desktop = BOARD_PROFILES[0] as BoardProfile;
  const context = await signedInContext(browser, origin, cookieHeader, desktop.viewport);
  try {
    const page = await throttledPage(context, { network: false });
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    if (dwell > 0) await page.waitForTimeout(dwell);
    const clicked = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('nav a[href="/tasks"]');
      if (!link) throw new Error('no Task link in the menu');
      const at = performance.now();
      link.click();
      return at;
    });
    return ((await (await boardShown(page)).jsonValue()) as number) - clicked;
  } finally {
    await context.close();
  }
}

async function loadBoard(
  browser: Browser,
  origin: string,
  cookieHeader: string,
  profile: BoardProfile,
): Promise<Load> {
  const context = await signedInContext(browser, origin, cookieHeader, profile.viewport);
  try {
    const page = await throttledPage(context, { network: profile.network });
    await page.goto(`${origin}/tasks`, { waitUntil: 'commit' });
    const shown = await boardShown(page);
    const answered = await page.evaluate(() =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => r.name.includes('/api/tasks?'))
          .map((r) => (r as PerformanceResourceTiming).responseEnd),
      ),
    );
    return { shown: (await shown.jsonValue()) as number, answered };
  } finally {
    await context.close();
  }
}
