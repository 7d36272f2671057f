// `npm test`: every check the project has, in order, each counted; the last line reports
// "N passed, N failed" (tests of vitest and Playwright counted one by one, other steps as one).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  /** Tests that passed only on a retry (counted passed, but named so they cannot hide). */
  flaky?: string[];
}

interface Step {
  name: string;
  command: string;
  /** Reads per-test counts from a JSON report the command wrote; else the exit code counts once. */
  report?: (file: string) => Tally;
  /** Skipped (counted failed) when a step it needs has failed. */
  needs?: string;
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'agency-test-'));

function vitestTally(file: string): Tally {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  // A suite that fails to load has no tests of its own: count it so it cannot hide.
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numFailedTestSuites,
  };
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
}

function flakyTests(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...flakyTests(suite.suites),
  ]);
}

function playwrightTally(file: string): Tally {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
    suites?: PlaywrightSuite[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    flaky: flakyTests(report.suites),
  };
}

const steps: Step[] = [
  { name: 'seed is up to date', command: 'npm run seed:check --silent' },
  { name: 'typecheck', command: 'npm run typecheck --silent' },
  { name: 'lint', command: 'npm run lint --silent' },
  { name: 'format', command: 'npm run format:check --silent' },
  {
    name: 'unit, component, content and server tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reportDir}/vitest.json`,
    report: () => vitestTally(path.join(reportDir, 'vitest.json')),
  },
  { name: 'studio schema validation', command: 'npm run studio:validate --silent' },
  { name: 'studio build', command: 'npm run studio:build --silent' },
  { name: 'site build', command: 'npm run build --silent' },
  {
    name: 'end-to-end and accessibility tests (Chromium)',
    command: `PLAYWRIGHT_JSON_OUTPUT_NAME=${reportDir}/playwright.json npx playwright test --reporter=list,json`,
    report: () => playwrightTally(path.join(reportDir, 'playwright.json')),
    needs: 'site build',
  },
];

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const total: Tally = { passed: 0, failed: 0 };
const failedSteps = new Set<string>();
const summary: string[] = [];
const flaky: string[] = [];

for (const step of steps) {
  if (step.needs && failedSteps.has(step.needs)) {
    failedSteps.add(step.name);
    total.failed += 1;
    summary.push(`SKIP  ${step.name} (needs: ${step.needs})`);
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}\n`);
  const started = Date.now();
  const code = await run(step.command);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let tally: Tally = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (step.report) {
    try {
      tally = step.report('');
      if (code !== 0 && tally.failed === 0) tally.failed = 1;
    } catch {
      tally = { passed: 0, failed: 1 };
    }
  }
  if (code !== 0) failedSteps.add(step.name);
  total.passed += tally.passed;
  total.failed += tally.failed;
  flaky.push(...(tally.flaky ?? []));
  summary.push(
    `${code === 0 ? 'PASS' : 'FAIL'}  ${step.name} (${tally.passed} passed, ${tally.failed} failed, ${seconds}s)`,
  );
}

rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}\n`);
if (flaky.length > 0) {
  console.log(`Passed only on retry (flaky):\n${flaky.map((name) => `  ${name}`).join('\n')}\n`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
