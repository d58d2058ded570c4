import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { STAFF_FIRST_PAINT_FILE } from '../src/shared/staff-pages.ts';

const SOURCE = '/src/web/components/layout/staff-first-paint-html.tsx';

/**
 * Renders StaffFirstPaint (src/web/components/layout/shell-frame.tsx) to HTML once per build, with
 * the app's own components and Tailwind classes, so the frame a staff page paints before its code
 * runs is the one React then draws (docs/decisions/031). A throw-away Vite server loads the
 * component for Node: the build itself only makes browser bundles.
 */
export function staffFirstPaint(): Plugin {
  return {
    name: 'sportello-staff-first-paint',
    apply: 'build',
    async generateBundle() {
      const server = await createServer({
        configFile: false,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule(SOURCE)) as { staffFirstPaintHtml(): string };
        this.emitFile({
          type: 'asset',
          fileName: STAFF_FIRST_PAINT_FILE,
          source: module.staffFirstPaintHtml(),
        });
      } finally {
        await server.close();
      }
    },
  };
}
