import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/roles';
import { PAGES_WITH_DATA } from '../../shared/staff-page-data';
import { navItems } from '../components/layout/nav-items';
import { AREAS, dashboardCards, mayOpenPage } from './areas';

/** One list of areas: what the menu offers is exactly what the route lets in. */
const labels = (role: (typeof ROLES)[number], menu: 'leading' | 'inventory' | 'trailing') =>
  navItems(role, menu).map((item) => item.label);

describe('areas', () => {
  it('offer each role the menu SPEC and MODULES give it', () => {
    expect(labels('user', 'leading')).toEqual(['Dashboard', 'Ticket', 'Task']);
    expect(labels('user', 'inventory')).toEqual([]);
    expect(labels('employee', 'leading')).toEqual(['Dashboard', 'Ticket', 'Clienti', 'Task']);
    expect(labels('user', 'trailing')).toEqual(['Gestione lavori', 'Fatture passive']);
    expect(labels('employee', 'inventory')).toEqual([
      'Prodotti',
      'Marche',
      'Fornitori',
      'Categorie',
      'Listino riparazioni',
      'Ordini fornitori',
      'Resi ai fornitori',
    ]);
    expect(labels('employee', 'trailing')).toEqual([
      'Gestione lavori',
      'Preventivi',
      'PC Build',
      'Vendita al banco',
      'Cassa',
      'Fatture',
      'Fatture passive',
      'Report',
    ]);
    expect(labels('admin', 'trailing')).toEqual([
      'Gestione lavori',
      'Preventivi',
      'PC Build',
      'Vendita al banco',
      'Cassa',
      'Fatture',
      'Fatture passive',
      'Report',
      'Impostazioni',
      'Utenti',
    ]);
  });

  it('never list in the menu an area the role may not open', () => {
    for (const role of ROLES) {
      for (const menu of ['leading', 'inventory', 'trailing'] as const) {
        for (const item of navItems(role, menu)) {
          const area = AREAS.find((a) => `/${a.path}` === item.to);
          expect(area?.allow(role), `${role} ${item.to}`).toBe(true);
        }
      }
    }
  });

  it("show dashboard cards only for areas the role may open, everyone's first", () => {
    for (const role of ROLES) {
      for (const card of dashboardCards(role)) {
        const area = AREAS.find(
          (a) => card.to === `/${a.path}` || card.to.startsWith(`/${a.path}/`),
        );
        expect(area?.allow(role), `${role} ${card.to}`).toBe(true);
      }
    }
    expect(dashboardCards('user').map((c) => c.title)).toEqual([
      'Crea nuovo ticket',
      'Visualizza tutti i ticket',
      'Gestione lavori',
    ]);
    expect(dashboardCards('employee').map((c) => c.title)).toEqual(
      dashboardCards('user').map((c) => c.title),
    );
    expect(dashboardCards('admin').map((c) => c.title)).toEqual([
      'Crea nuovo ticket',
      'Visualizza tutti i ticket',
      'Gestione lavori',
      'Prodotti',
      'Fornitori',
      'Preventivi',
      'PC Build',
    ]);
  });

  it('let a role open exactly the pages its gates let through', () => {
    const paths = [
      '/',
      '/profile',
      '/tickets/4f1c',
      '/tickets/eliminati',
      '/customers',
      '/quotes/new',
      '/settings',
      '/settings/outbox',
      '/users',
      '/login',
    ];
    const opens = (role: (typeof ROLES)[number]) => paths.filter((p) => mayOpenPage(p, role));
    // Every staff page for an admin; /login is no staff page.
    expect(opens('admin')).toEqual(paths.slice(0, -1));
    expect(opens('employee')).toEqual([
      '/',
      '/profile',
      '/tickets/4f1c',
      '/customers',
      '/quotes/new',
    ]);
    expect(opens('user')).toEqual(['/', '/profile', '/tickets/4f1c']);
  });

  it('open every page whose data the server preloads to every staff role', () => {
    // staffPageData names a page's data to any staff session: a page an employee may not open
    // would have its HTML ask for data the API refuses them.
    const samples = PAGES_WITH_DATA.map((path) => `/${path.replaceAll(':id', '4f1c')}`);
    expect(samples.filter((path) => !mayOpenPage(path, 'employee'))).toEqual([]);
    expect(samples.filter((path) => !mayOpenPage(path, 'admin'))).toEqual([]);
  });
});
