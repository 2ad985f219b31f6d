import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Loader, type Plugin } from 'esbuild';

// `npm run lint` runs this after Biome: features never import each other (CONVENTIONS), nor
// do the shared folders import a feature; the server and the web app meet only through
// src/core, which imports neither. Biome's noRestrictedImports matches an import's text, not
// the file it reaches, and one relative path names a different folder at every depth; so
// esbuild resolves every import here and the folders are compared. The exceptions, each with
// its reason, are in scripts/feature-imports-allowed.json
// (docs/decisions/0039-feature-imports-checked-at-lint.md).

export const ALLOW_LIST_PATH = 'scripts/feature-imports-allowed.json';

/** One import: the file that imports, the file it reaches (both from the root), as written. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

/** `from` and `to` are files, or folders when they end in '/'. */
export interface AllowedImport {
  from: string;
  to: string;
  reason: string;
}

export interface Violation extends ImportEdge {
  rule: string;
}

export interface BoundaryReport {
  violations: Violation[];
  /** Entries no import needs any more: the list only shrinks by someone removing them. */
  unusedAllowed: AllowedImport[];
}

interface Place {
  app: 'core' | 'server' | 'web';
  feature: string | null;
  /** A shared folder (features import it, it imports no feature), e.g. 'src/web/components'. */
  shared: string | null;
}

const SHARED_FOLDER = /^src\/(?:web\/(?:components|lib)|server\/(?:adapters|auth|db|http))\//;

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Where a file sits: its app and, under src/<app>/features/<name>/, its feature. */
export function placeOf(file: string): Place | null {
  const match = /^src\/(core|server|web)\/(?:features\/([^/]+)\/)?/.exec(file);
  if (!match) return null;
  const shared = SHARED_FOLDER.exec(file)?.[0].slice(0, -1) ?? null;
  return { app: match[1] as Place['app'], feature: match[2] ?? null, shared };
}

/** Which boundary an import crosses, or null when it crosses none. */
export function brokenRule(edge: Pick<ImportEdge, 'from' | 'to'>): string | null {
  const from = placeOf(edge.from);
  const to = placeOf(edge.to);
  if (!from || !to || to.app === 'core') return null;
  if (from.app !== to.app) return `src/${from.app} imports src/${to.app}`;
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `feature ${from.app}/${from.feature} imports feature ${to.app}/${to.feature}`;
  }
  if (from.shared && to.feature) {
    return `shared ${from.shared} imports feature ${to.app}/${to.feature}`;
  }
  return null;
}

function covers(pattern: string, file: string): boolean {
  return pattern.endsWith('/') ? file.startsWith(pattern) : file === pattern;
}

/** Every import that crosses a boundary without an allow-list entry, and every unused entry. */
export function checkImports(
  edges: readonly ImportEdge[],
  allowed: readonly AllowedImport[],
): BoundaryReport {
  const used = new Set<AllowedImport>();
  const violations: Violation[] = [];
  for (const edge of edges) {
    const rule = brokenRule(edge);
    if (!rule) continue;
    const entry = allowed.find((a) => covers(a.from, edge.from) && covers(a.to, edge.to));
    if (entry) used.add(entry);
    else violations.push({ ...edge, rule });
  }
  return { violations, unusedAllowed: allowed.filter((entry) => !used.has(entry)) };
}

export function readAllowList(root: string): AllowedImport[] {
  const path = join(root, ALLOW_LIST_PATH);
  if (!existsSync(path)) return [];
  const entries: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${ALLOW_LIST_PATH}: expected an array`);
  return entries.map((entry, i) => {
    const { from, to, reason } = (entry ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries({ from, to, reason })) {
      if (typeof value !== 'string' || !value.trim()) {
        throw new Error(`${ALLOW_LIST_PATH}, entry ${i + 1}: '${key}' must be a non-empty string`);
      }
    }
    return { from, to, reason } as AllowedImport;
  });
}

function listSources(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return listSources(root, path);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// A type-only import leaves nothing for a bundler to follow, but it ties two folders together
// all the same: each one is repeated as a plain import at the end of the file, marked, and
// dropped when it does not resolve (text in a comment; tsc checks the real ones). `import('x')`
// covers the type form `typeof import('x')`; a dynamic import repeated does no harm.
const TYPE_ONLY_IMPORT =
  /\b(?:import|export)\s+type\s+(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s*from\s*(['"])([^'"\n]+)\1|\bimport\s*\(\s*(['"])([^'"\n]+)\3\s*\)/g;
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*).*$/gm;
const REPEATED = 'type-only:';

function withTypeImports(source: string): string {
  const code = source.replace(COMMENT_LINE, '');
  const specifiers = [...code.matchAll(TYPE_ONLY_IMPORT)].map((m) => m[2] ?? m[4]);
  const repeated = specifiers.map((s) => `import ${JSON.stringify(REPEATED + s)};`);
  return repeated.length ? `${source}\n${repeated.join('\n')}\n` : source;
}

const LOADERS: Record<string, Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
};

function typeImportsPlugin(root: string): Plugin {
  return {
    name: 'type-imports',
    setup(build) {
      build.onResolve({ filter: /^type-only:/ }, async ({ path, resolveDir, importer, kind }) => {
        const found = await build.resolve(path.slice(REPEATED.length), {
          resolveDir,
          importer,
          kind,
        });
        if (found.errors.length) return { path, external: true };
        return { path: found.path, external: found.external };
      });
      build.onLoad({ filter: SOURCE_FILE }, ({ path }) => {
        if (relative(root, path).startsWith('..') || path.includes('/node_modules/')) return;
        return {
          contents: withTypeImports(readFileSync(path, 'utf8')),
          loader: LOADERS[extname(path)],
        };
      });
    },
  };
}

/** Every import between files under `root`/src, resolved by esbuild (nothing is written). */
export async function collectImports(root: string): Promise<ImportEdge[]> {
  const absRoot = resolve(root);
  const result = await build({
    absWorkingDir: absRoot,
    entryPoints: listSources(absRoot, 'src'),
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    outdir: 'feature-imports-out',
    jsx: 'automatic',
    logLevel: 'silent',
    // Keeps an import whose names are all types (`import { type A } from`), as tsconfig does.
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    plugins: [typeImportsPlugin(absRoot)],
  });
  const seen = new Set<string>();
  const edges: ImportEdge[] = [];
  for (const [from, input] of Object.entries(result.metafile.inputs)) {
    for (const record of input.imports) {
      if (record.external || record.original === undefined) continue;
      const key = `${from}\0${record.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const specifier = record.original.replace(REPEATED, '');
      edges.push({ from, to: record.path, specifier });
    }
  }
  return edges;
}

export async function checkFeatureImports(
  root: string,
  allowed: readonly AllowedImport[] = readAllowList(root),
): Promise<BoundaryReport> {
  return checkImports(await collectImports(root), allowed);
}

async function main(): Promise<number> {
  const { violations, unusedAllowed } = await checkFeatureImports(process.cwd());
  for (const v of violations) {
    console.error(`${v.from} -> ${v.to} ('${v.specifier}'): ${v.rule}`);
  }
  if (violations.length) {
    console.error(
      `\n${violations.length} import(s) cross a feature boundary. Move shared code to a shared folder (src/core, src/web/components, src/web/lib, src/server/db, ...) or, with a reason, add it to ${ALLOW_LIST_PATH}.`,
    );
  }
  for (const entry of unusedAllowed) {
    console.error(`${ALLOW_LIST_PATH}: no import needs ${entry.from} -> ${entry.to}: remove it`);
  }
  if (violations.length || unusedAllowed.length) return 1;
  console.log('Feature imports: every boundary crossing is on the allow-list.');
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
