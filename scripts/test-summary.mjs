// Prints one closing line for the whole run ("tests: N passed, N failed") from the JSON
// reports Vitest and Playwright write under reports/ when CI is set, and under it the name of
// every failed test: CI shows only the end of a long log, which is where a failure must be named.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let skipped = 0;
const seen = [];
const failures = [];

function playwrightFailures(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        const error = test.results?.at(-1)?.error?.message ?? '';
        failures.push(`${file}: ${spec.title} [${test.projectName}] ${firstLine(error)}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, file);
}

function firstLine(text) {
  // Strip terminal colours so the line reads in a plain log.
  const plain = stripVTControlCharacters(text);
  return plain.split('\n').find((line) => line.trim() !== '') ?? '';
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    seen.push(file);
    for (const testFile of report.testResults ?? []) {
      for (const test of testFile.assertionResults ?? []) {
        if (test.status === 'failed') {
          failures.push(`${testFile.name}: ${test.fullName} ${firstLine(test.failureMessages?.[0] ?? '')}`);
        }
      }
      if (testFile.status === 'failed' && (testFile.assertionResults ?? []).length === 0) {
        failures.push(`${testFile.name}: ${firstLine(testFile.message ?? 'the file failed to run')}`);
      }
    }
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    seen.push(file);
    for (const suite of report.suites ?? []) playwrightFailures(suite, file);
  }
}
if (seen.length === 0) {
  console.error('No test reports found.');
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
for (const failure of failures) console.log(`failed: ${failure}`);
