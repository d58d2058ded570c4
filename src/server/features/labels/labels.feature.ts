import {
  LABEL_KINDS,
  type LabelKind,
  labelDto,
  labelInputSchema,
  labelListDto,
} from '../../../shared/inventory/labels';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { createLabel, deleteLabel, getLabel, listLabels, updateLabel } from './labels.service';

const WORDS: Record<LabelKind, Record<'list' | 'create' | 'one' | 'rename' | 'remove', string>> = {
  brands: {
    list: 'Marche, per nome, con il numero di prodotti',
    create: 'Crea una marca',
    one: 'Una marca',
    rename: 'Rinomina una marca',
    remove: 'Elimina una marca (rifiutato se ha prodotti)',
  },
  categories: {
    list: 'Categorie, per nome, con il numero di prodotti',
    create: 'Crea una categoria',
    one: 'Una categoria',
    rename: 'Rinomina una categoria',
    remove: 'Elimina una categoria (rifiutato se ha prodotti)',
  },
};

/** /api/brands or /api/categories: admins and employees; one form creates and renames. */
function labelRoutes(kind: LabelKind) {
  const base = `/api/${kind}`;
  const words = WORDS[kind];
  const schema = labelInputSchema(kind);
  const labelId = (c: Parameters<typeof idParam>[0]) => idParam(c, LABEL_KINDS[kind].notFound);
  return [
    route({
      method: 'GET',
      path: base,
      summary: words.list,
      access: 'staff',
      response: labelListDto,
      handler: async (c) => c.json(await listLabels(c.get('deps'), kind)),
    }),
    route({
      method: 'POST',
      path: base,
      summary: words.create,
      access: 'staff',
      body: schema,
      response: labelDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createLabel(c.get('deps'), kind, body), 201),
    }),
    route({
      method: 'GET',
      path: `${base}/:id`,
      summary: words.one,
      access: 'staff',
      response: labelDto,
      handler: async (c) => c.json(await getLabel(c.get('deps'), kind, labelId(c))),
    }),
    route({
      method: 'PATCH',
      path: `${base}/:id`,
      summary: words.rename,
      access: 'staff',
      body: schema,
      response: labelDto,
      handler: async (c, { body }) =>
        c.json(await updateLabel(c.get('deps'), kind, labelId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: words.remove,
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deleteLabel(c.get('deps'), kind, labelId(c));
        return c.body(null, 204);
      },
    }),
  ];
}

/** Brands and categories: the two label lists products are filed under. */
export const labelsFeature: ServerFeature = {
  name: 'labels',
  bases: ['/api/brands', '/api/categories'],
  tables: ['categories'],
  routes: [...labelRoutes('brands'), ...labelRoutes('categories')],
};
