// `npm test`: every check the project has, each counted; the last line reports "N passed,
// N failed" (tests of vitest and Playwright counted one by one, other steps as one). Two steps
// run at a time; the browser suite prints as it goes, the others when they end.
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
  /** Waits for this step, and is skipped (counted failed) when it has failed. */
  needs?: string[];
  /** Prints as it goes; other steps print their output when they end. */
  live?: boolean;
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

// Longest first: vitest holds one core while the builds run on the other, then the browser
// suite starts and the short single-threaded checks fill in around it. Schema validation is a
// content test (tests/content/schema-validation.test.ts), so the Studio is loaded once, to build.
const steps: Step[] = [
  {
    name: 'unit, component, content and server tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reportDir}/vitest.json`,
    report: () => vitestTally(path.join(reportDir, 'vitest.json')),
  },
  { name: 'site build', command: 'npm run build --silent' },
  { name: 'studio build', command: 'npm run studio:build --silent' },
  {
    name: 'end-to-end and accessibility tests (Chromium)',
    command: `PLAYWRIGHT_JSON_OUTPUT_NAME=${reportDir}/playwright.json npx playwright test --reporter=list,json`,
    report: () => playwrightTally(path.join(reportDir, 'playwright.json')),
    // The Studio's Presentation spec serves studio/dist.
    needs: ['site build', 'studio build'],
    live: true,
  },
  { name: 'typecheck', command: 'npm run typecheck --silent' },
  { name: 'lint', command: 'npm run lint --silent' },
  { name: 'format', command: 'npm run format:check --silent' },
  { name: 'seed is up to date', command: 'npm run seed:check --silent' },
];

/** At most this many steps at once: the CI machine's two cores. */
const CONCURRENCY = 2;

/** Runs `command`, printing as it goes when `live`, else holding its output and returning it. */
function run(command: string, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

interface Outcome {
  line: string;
  tally: Tally;
  ok: boolean;
}

const outcomes = new Map<Step, Outcome>();
const running = new Set<Step>();

async function runStep(step: Step): Promise<Outcome> {
  const failed = (step.needs ?? []).filter(
    (need) => !outcomes.get(steps.find(({ name }) => name === need)!)?.ok,
  );
  if (failed.length > 0) {
    return {
      line: `SKIP  ${step.name} (needs: ${failed.join(', ')})`,
      tally: { passed: 0, failed: 1 },
      ok: false,
    };
  }
  console.log(`=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const { code, output } = await run(step.command, step.live ?? false);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!step.live) console.log(`\n=== ${step.name} ended (${seconds}s)\n${output}`);
  let tally: Tally = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (step.report) {
    try {
      tally = step.report('');
      if (code !== 0 && tally.failed === 0) tally.failed = 1;
    } catch {
      tally = { passed: 0, failed: 1 };
    }
  }
  return {
    line: `${code === 0 ? 'PASS' : 'FAIL'}  ${step.name} (${tally.passed} passed, ${tally.failed} failed, ${seconds}s)`,
    tally,
    ok: code === 0,
  };
}

/** A step may start when a slot is free and what it needs has ended. */
function canStart(step: Step): boolean {
  if (running.size >= CONCURRENCY) return false;
  return (step.needs ?? []).every((need) => outcomes.has(steps.find(({ name }) => name === need)!));
}

const suiteStarted = Date.now();
await new Promise<void>((allDone) => {
  const startReady = () => {
    for (const step of steps) {
      if (outcomes.has(step) || running.has(step) || !canStart(step)) continue;
      running.add(step);
      void runStep(step).then((outcome) => {
        running.delete(step);
        outcomes.set(step, outcome);
        if (outcomes.size === steps.length) allDone();
        else startReady();
      });
    }
  };
  startReady();
});

rmSync(reportDir, { recursive: true, force: true });
const total: Tally = { passed: 0, failed: 0 };
const flaky: string[] = [];
for (const { tally } of outcomes.values()) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  flaky.push(...(tally.flaky ?? []));
}
const summary = steps.map((step) => outcomes.get(step)!.line);
const minutes = ((Date.now() - suiteStarted) / 60_000).toFixed(1);
console.log(`\n${summary.join('\n')}\n\nAll steps: ${minutes} min\n`);
if (flaky.length > 0) {
  console.log(`Passed only on retry (flaky):\n${flaky.map((name) => `  ${name}`).join('\n')}\n`);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
