import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Data packages are read from their installed files. JSON goes through readFileSync rather
// than require(): require() keeps every module it loaded for the life of the process, and a
// server seeds once and then runs for weeks.
export const requireData = createRequire(import.meta.url);

export function readDataJson<T>(id: string): T {
  return JSON.parse(readFileSync(requireData.resolve(id), 'utf8')) as T;
}

export function readDataFile(id: string): Buffer {
  return readFileSync(requireData.resolve(id));
}
