import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ALLOW_LIST_PATH,
  type AllowedImport,
  checkFeatureImports,
  checkImports,
  readAllowList,
} from '../scripts/check-feature-imports';

// The boundary check `npm run lint` runs (scripts/check-feature-imports.ts): on this tree, on a
// copy of it with one more import, and on small trees written for the case.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHECKER = join(ROOT, 'scripts/check-feature-imports.ts');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

const tempRoots: string[] = [];

function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'feature-imports-'));
  tempRoots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterAll(() => {
  for (const root of tempRoots) rmSync(root, { recursive: true, force: true });
});

describe('feature boundaries', () => {
  it('passes this tree: every crossing is on the allow-list and every entry is still needed', async () => {
    const report = await checkFeatureImports(ROOT);
    expect(report.violations).toEqual([]);
    expect(report.unusedAllowed).toEqual([]);
  });

  it('fails the lint step when one feature imports another outside the allow-list', () => {
    const root = writeTree({
      'src/web/features/backups/backup-badge.tsx':
        "export { DifficultyBadge } from '../admin/components/question-badges';\n",
    });
    cpSync(join(ROOT, 'src'), join(root, 'src'), { recursive: true });
    cpSync(join(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true });

    const run = spawnSync(TSX, [CHECKER], { cwd: root, encoding: 'utf8' });

    expect(run.status).toBe(1);
    const reported = run.stderr.split('\n').filter((line) => line.includes(' -> '));
    expect(reported).toEqual([
      "src/web/features/backups/backup-badge.tsx -> src/web/features/admin/components/question-badges.tsx ('../admin/components/question-badges'): feature web/backups imports feature web/admin",
    ]);
  });

  it('resolves the path, whatever its depth or spelling, and counts type-only imports', async () => {
    const root = writeTree({
      'src/web/features/billing/deep/plan.ts':
        'export const PLAN = 1;\nexport interface Plan { name: string }\n',
      'src/web/features/profile/cards/one.ts':
        "import type { Plan } from '../../billing/deep/plan';\nexport type A = Plan;\n",
      'src/web/features/profile/cards/two.ts':
        "import { type Plan } from '../../../features/billing/deep/plan';\nexport type B = Plan;\n",
      'src/web/features/profile/cards/three.ts':
        "export const load = () => import('../../billing/deep/plan');\n",
      'src/web/features/billing/deep/own.ts': "export { PLAN } from './plan';\n",
      'src/web/components/card.ts': "export { PLAN } from '../features/billing/deep/plan';\n",
      'src/web/features/profile/cards/note.ts':
        "// import type { Plan } from '../../billing/nowhere'\nexport const NOTE = 1;\n",
      'src/server/features/users/list.ts': "export type S = typeof import('../billing/read');\n",
      'src/server/features/billing/read.ts': 'export const read = () => 1;\n',
      'src/server/app.ts': "export { PLAN } from '../web/features/billing/deep/plan';\n",
      'src/core/plans.ts': "export { read } from '../server/features/billing/read';\n",
    });

    const { violations } = await checkFeatureImports(root, []);

    expect(violations.map((v) => `${v.from}: ${v.rule}`).sort()).toEqual([
      'src/core/plans.ts: src/core imports src/server',
      'src/server/app.ts: src/server imports src/web',
      'src/server/features/users/list.ts: feature server/users imports feature server/billing',
      'src/web/components/card.ts: shared src/web/components imports feature web/billing',
      'src/web/features/profile/cards/one.ts: feature web/profile imports feature web/billing',
      'src/web/features/profile/cards/three.ts: feature web/profile imports feature web/billing',
      'src/web/features/profile/cards/two.ts: feature web/profile imports feature web/billing',
    ]);
  });

  it('lets an allow-listed import through and reports an entry no import needs', () => {
    const edge = {
      from: 'src/web/features/game/dashboard-page.tsx',
      to: 'src/web/features/scoreboard/index.ts',
      specifier: '../scoreboard',
    };
    const used: AllowedImport = { from: edge.from, to: edge.to, reason: 'the preview card' };
    const stale: AllowedImport = {
      from: 'src/server/features/questions/',
      to: 'src/server/features/categories/service.ts',
      reason: 'gone',
    };

    expect(checkImports([edge], [])).toEqual({
      violations: [{ ...edge, rule: 'feature web/game imports feature web/scoreboard' }],
      unusedAllowed: [],
    });
    expect(checkImports([edge], [used, stale])).toEqual({
      violations: [],
      unusedAllowed: [stale],
    });
  });

  it('refuses an allow-list entry without a reason', () => {
    const root = writeTree({
      [ALLOW_LIST_PATH]: JSON.stringify([
        { from: 'src/web/features/a/', to: 'src/web/features/b/' },
      ]),
    });
    expect(() => readAllowList(root)).toThrow(`${ALLOW_LIST_PATH}, entry 1: 'reason'`);
  });
});
