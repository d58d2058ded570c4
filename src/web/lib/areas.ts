import type { InventoryCounts } from '../../shared/inventory/inventory-summary';
import {
  ACCESS_DENIED,
  isAdmin,
  isStaff,
  type Role,
  SETTINGS_ACCESS_DENIED,
} from '../../shared/roles';
import { pageArea, staffPageAt, UNGATED_PAGE_PATHS } from '../../shared/staff-pages';

/**
 * The staff app's areas, one entry each: the router gates their routes with `allow`, the top bar
 * and the mobile menu list them where `menu` says, the dashboard shows their `cards`. A module
 * appears everywhere by its entry, and its role gate cannot differ between the menu and the route.
 * Order is the menu's order (SPEC "Navigation shell"); roles per MODULES "Who may do what".
 */
export type RolePolicy = (role: Role) => boolean;
export const everyone: RolePolicy = () => true;

/** The dashboard cards' pictures (features/dashboard/components/card-icons.ts draws each). */
export type CardIcon =
  | 'new-ticket'
  | 'tickets'
  | 'products'
  | 'suppliers'
  | 'tasks'
  | 'quotes'
  | 'pc-builds';

export interface AreaCard {
  to: string;
  title: string;
  description: string;
  /** Its picture, by name: the dashboard draws it (the icons stay out of every other page's code). */
  icon: CardIcon;
  /** Who sees the card on the dashboard (SPEC "Dashboard": the inventory ones for admins). */
  audience: RolePolicy;
  /** The live count the card shows (the dashboard counts, not just links). */
  counter?: keyof InventoryCounts;
}

export interface Area {
  /** The area's first path segment, without slash. */
  path: string;
  label: string;
  allow: RolePolicy;
  deniedMessage: string;
  menu: 'leading' | 'inventory' | 'trailing' | null;
  cards?: AreaCard[];
}

export const AREAS: readonly Area[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    allow: everyone,
    deniedMessage: ACCESS_DENIED,
    menu: 'leading',
  },
  {
    path: 'tickets',
    label: 'Ticket',
    allow: everyone,
    deniedMessage: ACCESS_DENIED,
    menu: 'leading',
    cards: [
      {
        to: '/tickets/new',
        title: 'Crea nuovo ticket',
        description: 'Registra un dispositivo in riparazione.',
        icon: 'new-ticket',
        audience: everyone,
      },
      {
        to: '/tickets',
        title: 'Visualizza tutti i ticket',
        description: 'Cerca, filtra e aggiorna i ticket.',
        icon: 'tickets',
        audience: everyone,
      },
    ],
  },
  {
    path: 'customers',
    label: 'Clienti',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'leading',
  },
  {
    path: 'tasks',
    label: 'Task',
    allow: everyone,
    deniedMessage: ACCESS_DENIED,
    menu: 'leading',
  },
  {
    path: 'products',
    label: 'Prodotti',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
    cards: [
      {
        to: '/products',
        title: 'Prodotti',
        description: 'Magazzino, scorte e prezzi.',
        icon: 'products',
        audience: isAdmin,
        counter: 'products',
      },
    ],
  },
  {
    path: 'brands',
    label: 'Marche',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
  },
  {
    path: 'suppliers',
    label: 'Fornitori',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
    cards: [
      {
        to: '/suppliers',
        title: 'Fornitori',
        description: 'Anagrafica dei fornitori.',
        icon: 'suppliers',
        audience: isAdmin,
        counter: 'suppliers',
      },
    ],
  },
  {
    path: 'categories',
    label: 'Categorie',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
  },
  {
    path: 'price-list',
    label: 'Listino riparazioni',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
  },
  {
    path: 'inventory',
    label: 'Inventario',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: null,
  },
  {
    path: 'work-management',
    label: 'Gestione lavori',
    allow: everyone,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
    cards: [
      {
        to: '/work-management',
        title: 'Gestione lavori',
        description: 'Registra e consulta le lavorazioni giornaliere.',
        icon: 'tasks',
        audience: everyone,
      },
    ],
  },
  {
    path: 'quotes',
    label: 'Preventivi',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
    cards: [
      {
        to: '/quotes',
        title: 'Preventivi',
        description: 'Crea e gestisci i preventivi.',
        icon: 'quotes',
        audience: isAdmin,
        counter: 'quotes',
      },
    ],
  },
  {
    path: 'pc-builds',
    label: 'PC Build',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
    cards: [
      {
        to: '/pc-builds',
        title: 'PC Build',
        description: 'Configurazioni PC su misura.',
        icon: 'pc-builds',
        audience: isAdmin,
        counter: 'pc_builds',
      },
    ],
  },
  {
    path: 'vendita',
    label: 'Vendita al banco',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
  },
  {
    path: 'cassa',
    label: 'Cassa',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
  },
  {
    path: 'invoices',
    label: 'Fatture',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
  },
  // Beside the shop's own invoices; everyone reads them, the staff upload and load stock.
  {
    path: 'supplier-invoices',
    label: 'Fatture passive',
    allow: everyone,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
  },
  {
    path: 'reports',
    label: 'Report',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
  },
  {
    path: 'settings',
    label: 'Impostazioni',
    allow: isAdmin,
    deniedMessage: SETTINGS_ACCESS_DENIED,
    menu: 'trailing',
  },
  {
    path: 'users',
    label: 'Utenti',
    allow: isAdmin,
    deniedMessage: ACCESS_DENIED,
    menu: 'trailing',
  },
  {
    path: 'purchase-orders',
    label: 'Ordini fornitori',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
  },
  // What suppliers owe back, beside the orders (users have no inventory menu; the API lets them read).
  {
    path: 'supplier-returns',
    label: 'Resi ai fornitori',
    allow: isStaff,
    deniedMessage: ACCESS_DENIED,
    menu: 'inventory',
  },
];

export function areaOf(path: string): Area {
  const area = AREAS.find((a) => a.path === path);
  if (!area) throw new Error(`unknown area ${path}`);
  return area;
}

/**
 * Whether this role gets the page at this path or the router's denial (its area's gate, then the
 * page's own admin-only rule): a cold load fetches a page's data only when the page will show it.
 */
export function mayOpenPage(pathname: string, role: Role): boolean {
  const page = staffPageAt(pathname);
  if (!page) return false;
  if (page.adminOnly && !isAdmin(role)) return false;
  return UNGATED_PAGE_PATHS.has(page.path) || areaOf(pageArea(page)).allow(role);
}

/** The cards a role sees on the dashboard: everyone's first, then the admins' (SPEC "Dashboard"). */
export function dashboardCards(role: Role): AreaCard[] {
  const cards = AREAS.flatMap((area) => (area.allow(role) ? (area.cards ?? []) : []));
  const forRole = cards.filter((card) => card.audience(role));
  return [
    ...forRole.filter((card) => card.audience === everyone),
    ...forRole.filter((card) => card.audience !== everyone),
  ];
}
