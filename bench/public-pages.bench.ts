import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../src/server/app';
import { createPcBuild } from '../src/server/features/pc-builds/pc-builds.service';
import { sendQuote } from '../src/server/features/quotes/quote-sending.service';
import { createQuote } from '../src/server/features/quotes/quotes.service';
import { writeSettings } from '../src/server/features/settings/settings.service';
import { createTicket, updateTicket } from '../src/server/features/tickets/tickets.service';
import { pcBuildCreateSchema } from '../src/shared/pc-builds/pc-builds';
import { quoteCreateSchema } from '../src/shared/quotes/quotes';
import { openBenchApp } from './lib/bench-app';
import { summarize } from './lib/stats';
import { openBrowser } from './lib/throttled-browser';
import { entrySizes } from './public/bundle-sizes';
import { measureLcp, type PaintTiming } from './public/lcp';

/**
 * The public pages on a phone (docs/decisions/006-public-pages.md): the status, quote and PC
 * build pages' LCP against a static HTML file with the same content served by the same server in the
 * same run (goal ≤ 1.3), and the gzip JavaScript each public entry needs (goals: status page
 * ≤ 70 kB, quote and PC build pages ≤ 10 kB, form ≤ 110 kB).
 */
const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'dist/web');
const ENTRIES = {
  'status page (/public/tickets/{id}), quote and PC build pages': 'src/public-web/ticket-page.ts',
  'form (/public/tickets/new)': 'src/public-web/ticket-form.ts',
  'public stylesheet (both pages)': 'src/public-web/public.css',
  'staff app (for comparison)': 'index.html',
};

export async function benchPublicPages(runs = 7): Promise<string> {
  if (!fs.existsSync(path.join(webRoot, '.vite/manifest.json'))) {
    spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  const bench = await openBenchApp('sqlite', '');
  const browser = await openBrowser();
  const server = await listen(bench.deps);
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pages: PageResult[] = [];
    for (const [name, path] of [
      ['/public/tickets/{id}', `/public/tickets/${await seedTicket(bench)}`],
      ['/public/quotes/{id}', `/public/quotes/${await seedQuote(bench)}`],
      ['/public/pc-build/{id}', `/public/pc-build/${await seedPcBuild(bench)}`],
    ] as const)
      pages.push({ name, ...(await comparePaint(browser, origin, path, runs)) });
    return report(pages, runs);
  } finally {
    server.close();
    await browser.close();
    await bench.close();
  }
}

interface PageResult {
  name: string;
  page: PaintTiming;
  baseline: PaintTiming;
}

/** A public page against the same HTML served as a static file without its module. */
async function comparePaint(
  browser: Awaited<ReturnType<typeof openBrowser>>,
  origin: string,
  path: string,
  runs: number,
) {
  const pageUrl = `${origin}${path}`;
  const html = await (await fetch(pageUrl)).text();
  // The same document without its module: what a hand-written static page would be.
  const staticHtml = html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*\/>/g, '');
  const staticPath = `/bench/static-${staticPages.size}.html`;
  staticPages.set(staticPath, staticHtml);
  const samples = { page: [] as PaintTiming[], static: [] as PaintTiming[] };
  await measureLcp(browser, pageUrl); // warm the server's code paths once
  for (let i = 0; i < runs; i++) {
    // Interleaved A B B A so drift in the machine's load hits both sides alike.
    const order = i % 2 === 0 ? (['page', 'static'] as const) : (['static', 'page'] as const);
    for (const which of order) {
      const url = which === 'page' ? pageUrl : `${origin}${staticPath}`;
      samples[which].push(await measureLcp(browser, url));
    }
  }
  const median = (list: PaintTiming[]) => ({
    lcp: summarize(list.map((s) => s.lcp)).p50,
    ttfb: summarize(list.map((s) => s.ttfb)).p50,
  });
  return { page: median(samples.page), baseline: median(samples.static) };
}

const staticPages = new Map<string, string>();

/** The real app on a port, plus the static baseline page, in one server. */
function listen(deps: Parameters<typeof createApp>[0]) {
  const app = createApp({ ...deps, webRoot });
  return new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve(
      {
        port: 0,
        hostname: '127.0.0.1',
        fetch: (request, env) => {
          const page = staticPages.get(new URL(request.url).pathname);
          if (!page) return app.fetch(request, env);
          return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
        },
      },
      () => resolve(server),
    );
  });
}

async function seedTicket(bench: Awaited<ReturnType<typeof openBenchApp>>): Promise<string> {
  const { deps } = bench;
  await writeSettings(
    deps.db,
    {
      shop_name: 'Laboratorio Assistenza Rossi',
      shop_address: 'Via Garibaldi 12\n20121 Milano (MI)',
      shop_phone: '+39 02 1234 5678',
      shop_email: 'assistenza@laboratorio.it',
    },
    new Date().toISOString(),
  );
  const ticket = await createTicket(
    deps,
    {
      description:
        'Il telefono si spegne da solo quando la batteria scende sotto il 40%. Lo schermo ha una crepa nell’angolo in basso a destra e il tasto di accensione a volte non risponde.',
      customer_name: 'Giulia Esposito',
      customer_email: 'giulia.esposito@esempio.it',
      customer_phone: '+393471234567',
      device_type: 'Smartphone Samsung Galaxy S21',
      priority: 'low',
      price: 89.9,
      password: '2468',
    },
    { actorId: null, via: 'public' },
  );
  let version = 1;
  for (const status of [
    'In assegnazione al tecnico',
    'In lavorazione',
    'Parti ordinate',
  ] as const) {
    await updateTicket(deps, { id: bench.staffIds[0] ?? '', role: 'employee' }, ticket.id, {
      status,
      version,
    });
    version += 1;
  }
  return ticket.id;
}

/** A sent quote of five lines, as a customer opens it from the e-mail. */
async function seedQuote(bench: Awaited<ReturnType<typeof openBenchApp>>): Promise<string> {
  const quote = await createQuote(
    bench.deps,
    quoteCreateSchema.parse({
      customer_name: 'Giulia Esposito',
      customer_email: 'giulia.esposito@esempio.it',
      expiry_date: '2099-12-31',
      notes: 'Ricambi originali, garanzia 12 mesi sulla riparazione.',
      items: [
        { description: 'Display Samsung Galaxy S21 originale', quantity: 1, unit_cost: '115,00' },
        { description: 'Batteria Samsung Galaxy S21', quantity: 1, unit_cost: '24,00' },
        { description: 'Vetro temperato', quantity: 2, unit_cost: '2,10' },
        { description: 'Diagnosi', quantity: 1, unit_cost: '15,00' },
        { description: 'Manodopera', quantity: 1, unit_cost: '35,00' },
      ],
    }),
    bench.staffIds[0] ?? null,
  );
  await sendQuote(bench.deps, bench.staffIds[0] ?? '', quote.id);
  return quote.id;
}

/** A nine-component gaming PC, as a customer opens it from the shared link. */
async function seedPcBuild(bench: Awaited<ReturnType<typeof openBenchApp>>): Promise<string> {
  const part = (kind: string, description: string, unit_cost: string) => ({
    kind,
    description,
    quantity: 1,
    unit_cost,
  });
  const build = await createPcBuild(
    bench.deps,
    pcBuildCreateSchema.parse({
      title: 'PC gaming 1440p',
      customer_name: 'Giulia Esposito',
      components: [
        part('CPU', 'AMD Ryzen 7 7800X3D', '329,00'),
        part('Scheda madre', 'MSI B650 Tomahawk WiFi', '189,00'),
        part('RAM', 'Corsair Vengeance DDR5 32 GB 6000', '98,00'),
        part('Scheda video', 'NVIDIA GeForce RTX 4070 Super 12 GB', '569,00'),
        part('Archiviazione', 'SSD NVMe Crucial P3 1 TB', '49,00'),
        part('Alimentatore', 'Corsair RM750e 80+ Gold', '89,00'),
        part('Case', 'Fractal Design North', '119,00'),
        part('Dissipatore', 'Arctic Liquid Freezer III 240', '72,00'),
        part('Sistema operativo', 'Windows 11 Home', '115,00'),
      ],
    }),
    bench.staffIds[0] ?? null,
  );
  return build.id;
}

function report(pages: PageResult[], runs: number): string {
  const kb = (bytes: number) => (bytes === 0 ? '–' : (bytes / 1024).toFixed(1));
  const sizes = entrySizes(webRoot, ENTRIES);
  const lines = [
    '# Public pages on a phone',
    '',
    `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Debian Chromium through Playwright, emulating Lighthouse's mobile profile (4× CPU slowdown, 150 ms latency, 1.6 Mbps down, 412×823 at 1.75 DPR), cold cache, median of ${runs} loads each, interleaved; 1-minute load average ${os.loadavg()[0]?.toFixed(1)} at the end (other work on the machine widens the spread).`,
    '',
    '## LCP of the pages a customer opens (goal: ≤ 1.3 × the static copy)',
    '',
    '| page | LCP median ms | TTFB median ms | static copy LCP ms | static TTFB ms | **LCP ratio** |',
    '|---|---:|---:|---:|---:|---:|',
    ...pages.map(
      ({ name, page, baseline }) =>
        `| ${name} (server-rendered, with its module) | ${page.lcp.toFixed(0)} | ${page.ttfb.toFixed(0)} | ${baseline.lcp.toFixed(0)} | ${baseline.ttfb.toFixed(0)} | **${(page.lcp / baseline.lcp).toFixed(2)}** |`,
    ),
    '',
    '## JavaScript per entry (entry + static imports, gzip -9)',
    '',
    '| entry | JS gzip kB | CSS gzip kB | goal |',
    '|---|---:|---:|---|',
    ...sizes.map((s) => {
      const goal = s.entry.startsWith('status')
        ? '≤ 70 kB (quote and PC build pages: ≤ 10 kB)'
        : s.entry.startsWith('form')
          ? '≤ 110 kB'
          : '–';
      return `| ${s.entry} | ${kb(s.jsGzip)} | ${kb(s.cssGzip)} | ${goal} |`;
    }),
    '',
  ];
  return `${lines.join('\n')}\n`;
}
