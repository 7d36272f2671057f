// The lake's worker thread: evaluates GROQ with groq-js over views of the dataset it keeps
// between queries, and serialises the answer itself so a large result stays off the main
// thread. It replies `ready` once loaded: start-up does not count against a query's deadline.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

import { evaluate, parse } from 'groq-js';

import type { LakeDocument, WorkerData, WorkerJob, WorkerReply } from './types.ts';

const port = parentPort!;
const { sanity, maxResultBytes } = workerData as WorkerData;
const views = new Map<string, LakeDocument[]>();

/** Names of every $param a parsed query reads. */
function collectParameters(node: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectParameters(item, names);
  } else if (node !== null && typeof node === 'object') {
    const { type, name } = node as { type?: unknown; name?: unknown };
    if (type === 'Parameter' && typeof name === 'string') names.add(name);
    for (const value of Object.values(node)) collectParameters(value, names);
  }
  return names;
}

const TOO_LARGE = Symbol('too large');

/**
 * JSON.stringify, given up (undefined) once the text passes maxBytes. A few bytes of GROQ can
 * ask for gigabytes of JSON, so the replacer counts as it goes (a lower bound: escapes aside)
 * and stops long before the text gets that big.
 */
function stringifyWithin(value: unknown, maxBytes: number): string | undefined {
  let size = 0;
  let text: string;
  try {
    text = JSON.stringify(value, function (this: unknown, key: string, item: unknown) {
      size += Array.isArray(this) ? 1 : key.length + 4;
      if (typeof item === 'string') size += item.length;
      if (size > maxBytes) throw TOO_LARGE;
      return item;
    });
  } catch (error) {
    // A text too long for a JavaScript string at all is too large as well.
    if (error === TOO_LARGE || error instanceof RangeError) return undefined;
    throw error;
  }
  return Buffer.byteLength(text) > maxBytes ? undefined : text;
}

async function answer(job: WorkerJob): Promise<WorkerReply> {
  for (const view of job.forget) views.delete(view);
  if (job.documents) views.set(job.view, job.documents);
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(job.query, { params: job.params });
  } catch (error) {
    const { message, position } = error as { message?: unknown; position?: unknown };
    return {
      kind: 'parseError',
      message: String(message ?? error),
      position: typeof position === 'number' ? position : 0,
    };
  }
  // Object.hasOwn: `$constructor` is not "provided" by Object.prototype.
  const missing = [...collectParameters(tree, new Set())].find(
    (name) => !Object.hasOwn(job.params, name),
  );
  if (missing !== undefined) return { kind: 'missingParameter', name: missing };
  try {
    const started = performance.now();
    const value = await evaluate(tree, {
      dataset: views.get(job.view),
      params: job.params,
      sanity,
    });
    const result: unknown = await value.get();
    const ms = Math.round(performance.now() - started);
    const body = job.returnQuery ? { query: job.query, result, ms } : { result, ms };
    const text = stringifyWithin(body, maxResultBytes);
    return text === undefined
      ? { kind: 'tooLarge', limit: 'result', maxBytes: maxResultBytes }
      : { kind: 'done', body: text };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

port.on('message', (job: WorkerJob) => {
  void answer(job).then((reply) => port.postMessage(reply));
});
port.postMessage({ kind: 'ready' } satisfies WorkerReply);
