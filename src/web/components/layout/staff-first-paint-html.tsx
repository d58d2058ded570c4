import { renderToStaticMarkup } from 'react-dom/server';
import { StaffFirstPaint } from './shell-frame';

/** StaffFirstPaint as HTML, for the build (scripts/vite-staff-first-paint.ts); never in a bundle. */
export function staffFirstPaintHtml(): string {
  return renderToStaticMarkup(<StaffFirstPaint />);
}
