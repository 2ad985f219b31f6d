// Prints one closing line for the whole suite from the Vitest and Playwright JSON reports:
// 'N passed, N failed' (with skipped when any), the form CI reads.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('test-results/api.json')) {
  const api = JSON.parse(readFileSync('test-results/api.json', 'utf8'));
  passed += api.numPassedTests;
  failed += api.numFailedTests;
  skipped += api.numPendingTests + (api.numTodoTests ?? 0);
  console.log(`api (vitest): ${api.numPassedTests} passed, ${api.numFailedTests} failed`);
}
if (existsSync('test-results/e2e.json')) {
  const e2e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  const s = e2e.stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
  console.log(`e2e (playwright): ${s.expected + (s.flaky ?? 0)} passed, ${s.unexpected} failed`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
