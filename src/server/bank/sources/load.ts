import { createRequire } from 'node:module';

// The data packages ship CommonJS or bare JSON; require() reads both the same way under
// tsx, Vitest and compiled output (a JSON import would need import attributes).
export const requireData = createRequire(import.meta.url);
