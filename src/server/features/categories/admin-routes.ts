import { Hono } from 'hono';
import { ADMIN_MESSAGES, categoryInputSchema } from '../../../core/admin';
import { isUuid } from '../../db/sql';
import { notFound, parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { createCategory, deleteCategory, listCategories, updateCategory } from './service';

function categoryId(id: string): string {
  if (!isUuid(id)) throw notFound(ADMIN_MESSAGES.categoryNotFound);
  return id;
}

export const adminCategoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listCategories(c.get('deps').database)))
  .post('/', async (c) => {
    const input = await parseJson(c, categoryInputSchema);
    return c.json(await createCategory(c.get('deps').database, input), 201);
  })
  .patch('/:id', async (c) => {
    const id = categoryId(c.req.param('id'));
    const input = await parseJson(c, categoryInputSchema);
    await updateCategory(c.get('deps').database, id, input);
    return c.json({ ok: true, message: ADMIN_MESSAGES.categoryUpdated });
  })
  .delete('/:id', async (c) => {
    const result = await deleteCategory(c.get('deps').database, categoryId(c.req.param('id')));
    return c.json({ ok: true, ...result, message: ADMIN_MESSAGES.categoryDeleted });
  });
