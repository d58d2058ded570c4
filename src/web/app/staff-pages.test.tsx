import { describe, expect, it } from 'vitest';
import { pageArea, STAFF_PAGES, UNGATED_PAGE_PATHS } from '../../shared/staff-pages';
import { AREAS } from '../lib/areas';

const modules = import.meta.glob<Record<string, unknown>>('./routes/staff/*.tsx', { eager: true });
const moduleOf = (name: string) => modules[`./routes/staff/${name}.tsx`];

describe('the table of staff pages (src/shared/staff-pages.ts)', () => {
  it("names modules that export each page's component", () => {
    for (const { module, page } of STAFF_PAGES)
      expect(typeof moduleOf(module)?.[page], `${module} › ${page}`).toBe('function');
  });

  it('routes every module of routes/staff', () => {
    const used = new Set(STAFF_PAGES.map((page) => `./routes/staff/${page.module}.tsx`));
    expect(Object.keys(modules).filter((file) => !used.has(file))).toEqual([]);
  });

  it("puts each page in an area of the menu, behind that area's gate, or among the ungated", () => {
    const areas = new Set(AREAS.map((area) => area.path));
    const lost = STAFF_PAGES.filter(
      (page) => !UNGATED_PAGE_PATHS.has(page.path) && !areas.has(pageArea(page)),
    );
    expect(lost).toEqual([]);
  });

  it('declares each path once', () => {
    const paths = STAFF_PAGES.map((page) => page.path);
    expect(paths.length).toBe(new Set(paths).size);
  });
});
