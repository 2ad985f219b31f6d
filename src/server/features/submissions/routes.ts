import { Hono } from 'hono';
import { createSubmissionSchema } from '../../../core/game';
import { currentUser, requireAccess } from '../../auth/guards';
import { parseJson } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { createSubmission } from './service';

export const submissionRoutes = new Hono<AppEnv>().use(requireAccess).post('/', async (c) => {
  const input = await parseJson(c, createSubmissionSchema);
  return c.json(await createSubmission(c.get('deps').database, currentUser(c).id, input), 201);
});
