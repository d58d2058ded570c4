import { type ComponentInput, pcBuildCreateSchema } from '../../shared/pc-builds/pc-builds';
import { createPcBuild } from '../features/pc-builds/pc-builds.service';
import type { AppDeps } from '../http/context';

type Part = [
  kind: ComponentInput['kind'],
  description: string,
  quantity: number,
  cost: string,
  sku?: string,
];

/** Two believable configurations: a 1440p gaming PC and a quiet office PC. */
const BUILDS: { title: string; customer: [string, string]; parts: Part[] }[] = [
  {
    title: 'PC gaming 1440p',
    customer: ['Alessandro Conti', 'alessandro.conti@example.it'],
    parts: [
      ['CPU', 'AMD Ryzen 7 7800X3D', 1, '329,00'],
      ['Scheda madre', 'MSI B650 Tomahawk WiFi', 1, '189,00'],
      ['RAM', 'RAM Corsair Vengeance DDR5 32 GB 6000', 1, '98,00'],
      ['Scheda video', 'NVIDIA GeForce RTX 4070 Super 12 GB', 1, '569,00'],
      ['Archiviazione', 'SSD NVMe Crucial P3 1 TB', 2, '49,00', 'SSD-C1TB'],
      ['Alimentatore', 'Corsair RM750e 80+ Gold', 1, '89,00'],
      ['Case', 'Fractal Design North', 1, '119,00'],
      ['Dissipatore', 'Arctic Liquid Freezer III 240', 1, '72,00'],
      ['Sistema operativo', 'Windows 11 Home', 1, '115,00'],
    ],
  },
  {
    title: 'PC ufficio silenzioso',
    customer: ['Studio Bassi Commercialisti', 'segreteria@studiobassi.example'],
    parts: [
      ['CPU', 'Intel Core i5-14400', 1, '189,00'],
      ['Scheda madre', 'ASUS Prime B760M-A', 1, '109,00'],
      ['RAM', 'RAM Kingston DDR5 16 GB 5600', 1, '45,00'],
      ['Archiviazione', 'SSD Samsung 870 EVO 500 GB', 1, '45,00', 'SSD-S500'],
      ['Alimentatore', 'be quiet! Pure Power 12 550W', 1, '69,00'],
      ['Case', 'Fractal Design Pop Mini Silent', 1, '79,00'],
      ['Sistema operativo', 'Windows 11 Pro', 1, '145,00'],
      ['Periferiche', 'Tastiera e mouse Logitech MK295 Silent', 1, '32,00'],
      ['Altro', 'Montaggio, installazione e collaudo', 1, '60,00'],
    ],
  },
];

export async function seedDemoPcBuilds(deps: AppDeps, adminId: string | null): Promise<number> {
  const products = await deps.db.selectFrom('products').select(['id', 'sku']).execute();
  for (const build of BUILDS) {
    const input = pcBuildCreateSchema.parse({
      title: build.title,
      customer_name: build.customer[0],
      customer_email: build.customer[1],
      components: build.parts.map(([kind, description, quantity, unit_cost, sku]) => ({
        kind,
        description,
        quantity,
        unit_cost,
        product_id: products.find((p) => p.sku === sku)?.id ?? null,
      })),
    });
    await createPcBuild(deps, input, adminId);
  }
  return BUILDS.length;
}
