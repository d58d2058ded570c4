import { productInputSchema } from '../../shared/inventory/products';
import { labelIdByName } from '../features/labels/labels.service';
import { createProduct } from '../features/products/products.service';
import { createSupplier } from '../features/suppliers/suppliers.service';
import type { AppDeps } from '../http/context';

/** A believable parts catalogue of an Italian repair shop: screens, batteries, SSDs, RAM. */
const SUPPLIERS = [
  {
    name: 'Ricambi Italia Srl',
    email: 'ordini@ricambi-italia.example',
    phone: '+39 02 5550 1234',
    vat_number: '01234567897',
    address: 'Via dei Mille 12, Milano',
  },
  {
    name: 'TecnoParts Distribuzione',
    email: 'vendite@tecnoparts.example',
    phone: '+39 06 5550 9876',
    vat_number: '04567890126',
    address: 'Via Tiburtina 450, Roma',
  },
  {
    name: 'Memorie & Dischi Spa',
    email: 'info@memoriedischi.example',
    phone: '+39 011 555 4321',
    vat_number: '09876543217',
    address: 'Corso Francia 88, Torino',
  },
] as const;

// sku, name, brand, category, supplier index, quantity, price, cost
const PRODUCTS: [string, string, string, string, number, number, string, string][] = [
  ['LCD-IP13', 'Display iPhone 13 OLED', 'Apple', 'Display', 0, 4, '189,00', '120,00'],
  ['LCD-IP12', 'Display iPhone 12 OLED', 'Apple', 'Display', 0, 7, '159,00', '98,00'],
  [
    'LCD-S21',
    'Display Samsung Galaxy S21 originale',
    'Samsung',
    'Display',
    0,
    2,
    '179,90',
    '115,00',
  ],
  ['LCD-RN12', 'Display Xiaomi Redmi Note 12', 'Xiaomi', 'Display', 1, 9, '69,90', '38,00'],
  ['BAT-IP11', 'Batteria iPhone 11', 'Apple', 'Batterie', 0, 12, '49,90', '18,50'],
  ['BAT-IP13', 'Batteria iPhone 13', 'Apple', 'Batterie', 0, 3, '59,90', '24,00'],
  ['BAT-A52', 'Batteria Samsung Galaxy A52', 'Samsung', 'Batterie', 1, 8, '39,90', '15,00'],
  ['BAT-MBA', 'Batteria MacBook Air M1', 'Apple', 'Batterie', 1, 1, '129,00', '72,00'],
  ['SSD-C1TB', 'SSD NVMe Crucial P3 1 TB', 'Crucial', 'Archiviazione', 2, 6, '69,90', '49,00'],
  ['SSD-S500', 'SSD Samsung 870 EVO 500 GB', 'Samsung', 'Archiviazione', 2, 5, '64,90', '45,00'],
  ['SSD-K480', 'SSD Kingston A400 480 GB', 'Kingston', 'Archiviazione', 2, 0, '39,90', '27,00'],
  [
    'RAM-C16',
    'RAM Corsair Vengeance DDR4 16 GB 3200',
    'Corsair',
    'Memorie RAM',
    2,
    10,
    '49,90',
    '33,00',
  ],
  ['RAM-K8', 'RAM Kingston SO-DIMM DDR4 8 GB', 'Kingston', 'Memorie RAM', 2, 4, '29,90', '18,00'],
  [
    'CON-USBC',
    'Connettore di ricarica USB-C universale',
    'Generico',
    'Connettori',
    1,
    25,
    '14,90',
    '3,20',
  ],
  ['CON-LGT', 'Connettore Lightning iPhone', 'Apple', 'Connettori', 0, 6, '24,90', '7,50'],
  ['VET-S23', 'Vetro temperato Galaxy S23', 'Samsung', 'Accessori', 1, 30, '12,90', '2,10'],
  ['PAS-TER', 'Pasta termica Arctic MX-4 4 g', 'Arctic', 'Accessori', 1, 3, '9,90', '4,80'],
];

export async function seedDemoInventory(deps: AppDeps, adminId: string | null): Promise<number> {
  const supplierIds: string[] = [];
  for (const supplier of SUPPLIERS) supplierIds.push((await createSupplier(deps, supplier)).id);
  for (const [sku, name, brand, category, supplier, quantity, price, cost] of PRODUCTS) {
    const input = productInputSchema.parse({
      sku,
      name,
      quantity,
      price,
      cost,
      brand_id: await labelIdByName(deps, 'brands', brand),
      category_id: await labelIdByName(deps, 'categories', category),
      supplier_id: supplierIds[supplier],
    });
    await createProduct(deps, input, adminId);
  }
  return PRODUCTS.length;
}
