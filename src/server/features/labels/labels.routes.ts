import { Hono } from 'hono';
import { LABEL_KINDS, type LabelKind, labelInputSchema } from '../../../shared/inventory/labels';
import { requireStaff } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson } from '../../http/validate';
import { createLabel, deleteLabel, getLabel, listLabels, updateLabel } from './labels.service';

/** /api/brands and /api/categories: admins and employees; one form creates and renames. */
export function labelsRoutes(kind: LabelKind) {
  const schema = labelInputSchema(kind);
  const labelId = (c: Parameters<typeof idParam>[0]) => idParam(c, LABEL_KINDS[kind].notFound);
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/', async (c) => c.json(await listLabels(c.get('deps'), kind)))
    .post('/', async (c) => {
      const input = await parseJson(c, schema);
      return c.json(await createLabel(c.get('deps'), kind, input), 201);
    })
    .get('/:id', async (c) => c.json(await getLabel(c.get('deps'), kind, labelId(c))))
    .patch('/:id', async (c) => {
      const id = labelId(c);
      const input = await parseJson(c, schema);
      return c.json(await updateLabel(c.get('deps'), kind, id, input));
    })
    .delete('/:id', async (c) => {
      await deleteLabel(c.get('deps'), kind, labelId(c));
      return c.body(null, 204);
    });
}
