import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { precompress } from './scripts/vite-precompress.ts';
import { staffFirstPaint } from './scripts/vite-staff-first-paint.ts';

/** The build day in Rome as YYYY-MM-DD; SOURCE_DATE_EPOCH (seconds) pins it for reproducible builds. */
function buildDate(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  const when = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(when);
}

export default defineConfig({
  plugins: [react(), tailwindcss(), staffFirstPaint(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_DATE__: JSON.stringify(buildDate()),
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    // The public pages (server-rendered, docs/decisions/006) link these by the manifest's names.
    rolldownOptions: {
      // zod/mini schemas are plain values: one a page never reads (a DTO schema beside the
      // constants it imports from src/shared) is dropped instead of shipped. Nothing in the browser
      // relies on a schema's construction side effects (the metadata registry is the server's).
      treeshake: { manualPureFunctions: ['z'] },
      // The staff shell and everything it imports (React, the router, TanStack Query, the session
      // check) in one chunk beside the entry: split by Rolldown's defaults it was 15 files of
      // 1-8 kB, each a round trip on a phone's HTTP/1.1 connections, and every route 4 kB heavier
      // in wrappers and imports (docs/decisions/031).
      // The small chunks the pages share (under 8 kB of source) are copied into the chunks that
      // read them instead of being files of their own; Rolldown's runtime keeps one instance and
      // one state of each module across the copies. A page came as 9-32 files and now as 4-8,
      // each route 0.7-5.8 kB lighter than with the ui and icons groups this replaces, and
      // Lighthouse's simulated LCP 2.3-3.0 s -> 2.0-2.5 s (docs/decisions/031, seventh pass).
      output: {
        codeSplitting: {
          groups: [{ name: 'staff-shell', test: /src\/web\/app\/staff-layout\.tsx$/ }],
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
      input: {
        index: 'index.html',
        'public-styles': 'src/public-web/public.css',
        'ticket-page': 'src/public-web/ticket-page.ts',
        'ticket-form': 'src/public-web/ticket-form.ts',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
