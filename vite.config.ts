import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { CUSTOMER_SCRIPTS, codeSplitting } from './scripts/vite-code-splitting.ts';
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
      // Few files per page, and no staff code in a customer's (scripts/vite-code-splitting.ts).
      output: { codeSplitting },
      input: {
        index: 'index.html',
        'public-styles': 'src/public-web/public.css',
        ...CUSTOMER_SCRIPTS,
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
