// Runs queries one at a time in a worker thread, so a slow parse or evaluation holds up only
// the queries queued behind it, never the server. Clients (remote addresses) take turns: one
// that floods the lake waits behind its own queries, not in front of everyone else's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { applyPerspective, readable } from './perspectives.ts';
import {
  errorMessage,
  type LakeDocument,
  type WorkerAnswer,
  type WorkerData,
  type WorkerJob,
  type WorkerReply,
} from './types.ts';

/** Queries waiting for the worker, from all clients together; more are answered 503. */
export const MAX_QUEUED_QUERIES = 50;
/** Queries one client may have waiting or running; a page sends a handful at once. */
export const MAX_QUERIES_PER_CLIENT = 16;

// The worker is TypeScript, loaded through tsx's require API: Node 20 applies no `--import`
// loader to a worker's entry. Its path is joined by hand because Vite turns
// `new URL(…, import.meta.url)` into an asset URL when a jsdom test imports the lake.
const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'query-worker.ts');
const TSX_REQUIRE = createRequire(import.meta.url).resolve('tsx/cjs/api');
const WORKER_BOOTSTRAP = `require(${JSON.stringify(TSX_REQUIRE)}).require(${JSON.stringify(
  WORKER_FILE,
)}, ${JSON.stringify(WORKER_FILE)});`;

export interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
  perspective: string;
  returnQuery: boolean;
}

export interface QueryTask {
  request: QueryRequest;
  /** The whole dataset, drafts included; the view is cut from it. */
  documents: LakeDocument[];
  /** The request carried the preview token, so its view includes drafts. */
  seesDrafts: boolean;
  /** Who asked (the remote address): each client gets its turn and its share of the queue. */
  client: string;
}

/**
 * Besides the worker's answers: stopped at the deadline or out of memory, never run (the
 * queue or the client's share is full, it waited too long, or the lake closed), or its client
 * has gone.
 */
export type QueryOutcome =
  | WorkerAnswer
  | { kind: 'tooLarge'; limit: 'memory'; memoryMb: number }
  | { kind: 'timeout'; afterMs: number }
  | { kind: 'busy' }
  | { kind: 'overShare'; limit: number }
  | { kind: 'closed' }
  | { kind: 'gone' };

export interface QueryRunner {
  run(task: QueryTask, signal: AbortSignal): Promise<QueryOutcome>;
  /** Stops the worker and answers every query still pending `closed`. */
  close(): Promise<void>;
}

export interface RunnerLimits {
  /** How long a query may evaluate, counted from when the worker is ready for it. */
  timeoutMs: number;
  /** How long a query may wait for its turn, counted from when it arrives. */
  queueTimeoutMs: number;
  maxResultBytes: number;
  workerMemoryMb: number;
}

interface QueuedQuery extends QueryTask {
  settle(outcome: QueryOutcome): void;
  /** For a worker that died: the request ends in a 500 through the handler's error path. */
  fail(error: Error): void;
  /** Answers it `busy` if it is still waiting when its time in the queue is up. */
  waiting: NodeJS.Timeout;
}

interface WorkerState {
  worker: Worker;
  /** The worker has loaded; a query's deadline starts now or when it is sent, if later. */
  ready: boolean;
  /** The store's document array the views below were cut from. */
  source: LakeDocument[] | undefined;
  /** Views the worker holds: a perspective, with or without drafts. */
  views: Set<string>;
}

/**
 * A query past its deadline, or whose client has gone, is stopped by terminating the worker;
 * a worker that dies fails only the query it was running. Either way the queue goes on in a
 * fresh worker. The worker is unref'd while idle, so it never keeps a process alive.
 */
export function createQueryRunner(
  sanity: WorkerData['sanity'],
  { timeoutMs, queueTimeoutMs, maxResultBytes, workerMemoryMb }: RunnerLimits,
): QueryRunner {
  /** Waiting queries by client, in the order the clients arrived. */
  const queues = new Map<string, QueuedQuery[]>();
  /** Queries waiting or running, by client. */
  const pending = new Map<string, number>();
  /** When each client with queries pending last had one run (a count of queries run). */
  const lastTurn = new Map<string, number>();
  let turns = 0;
  let waitingCount = 0;
  let current: WorkerState | undefined;
  let running: { query: QueuedQuery; timer?: NodeJS.Timeout } | undefined;

  const startDeadline = () => {
    if (running && !running.timer) running.timer = setTimeout(stopRunning, timeoutMs);
  };

  const release = (client: string) => {
    const left = (pending.get(client) ?? 1) - 1;
    if (left > 0) {
      pending.set(client, left);
    } else {
      pending.delete(client);
      lastTurn.delete(client);
    }
  };

  const leaveQueue = (query: QueuedQuery) => {
    clearTimeout(query.waiting);
    const queue = queues.get(query.client);
    const index = queue ? queue.indexOf(query) : -1;
    if (!queue || index < 0) return false;
    queue.splice(index, 1);
    if (queue.length === 0) queues.delete(query.client);
    waitingCount -= 1;
    release(query.client);
    return true;
  };

  /** The next query: the oldest of the waiting client whose last turn was longest ago. */
  const nextQuery = () => {
    let next: [string, QueuedQuery[]] | undefined;
    for (const entry of queues) {
      if (!next || (lastTurn.get(entry[0]) ?? -1) < (lastTurn.get(next[0]) ?? -1)) next = entry;
    }
    if (!next) return undefined;
    const [client, queue] = next;
    const query = queue.shift()!;
    if (queue.length === 0) queues.delete(client);
    lastTurn.set(client, (turns += 1));
    waitingCount -= 1;
    clearTimeout(query.waiting);
    return query;
  };

  const pump = () => {
    if (running) return;
    const query = nextQuery();
    if (!query) {
      current?.worker.unref();
      return;
    }
    const state = (current ??= startWorker());
    try {
      state.worker.postMessage(jobFor(state, query));
    } catch (error) {
      // A value that cannot be cloned: nothing reached the worker, but its cache of views may
      // now be out of step with `state`, so the next query starts afresh.
      discardWorker();
      release(query.client);
      query.fail(error instanceof Error ? error : new Error(String(error)));
      pump();
      return;
    }
    running = { query };
    state.worker.ref();
    if (state.ready) startDeadline();
  };

  const finish = (outcome: QueryOutcome | Error) => {
    const done = running;
    running = undefined;
    if (done) {
      clearTimeout(done.timer);
      release(done.query.client);
      if (outcome instanceof Error) done.query.fail(outcome);
      else done.query.settle(outcome);
    }
    pump();
  };

  function startWorker(): WorkerState {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { sanity, maxResultBytes } satisfies WorkerData,
      // Not the main thread's flags (`--import tsx`): the bootstrap brings its own loader.
      execArgv: [],
      // A query that builds a huge value runs out of this heap, not the server's memory.
      resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb },
    });
    const state: WorkerState = { worker, ready: false, source: undefined, views: new Set() };
    // Replies and crashes of a worker already replaced are stale.
    worker.on('message', (reply: WorkerReply) => {
      if (state !== current) return;
      if (reply.kind === 'ready') {
        state.ready = true;
        startDeadline();
      } else {
        finish(reply);
      }
    });
    const onCrash = (error: unknown) => {
      if (state !== current) return;
      discardWorker();
      if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        finish({ kind: 'tooLarge', limit: 'memory', memoryMb: workerMemoryMb });
      } else {
        finish(new Error(`The GROQ worker stopped: ${errorMessage(error)}`));
      }
    };
    worker.on('error', onCrash);
    worker.on('exit', (code) => onCrash(new Error(`it exited with code ${code}`)));
    return state;
  }

  function stopRunning() {
    discardWorker();
    finish({ kind: 'timeout', afterMs: timeoutMs });
  }

  function discardWorker() {
    const state = current;
    current = undefined;
    if (state) void state.worker.terminate();
  }

  /** The client of `query` has gone: drop it from the queue, or stop it if it is running. */
  function abandon(query: QueuedQuery) {
    if (running?.query === query) {
      discardWorker();
      finish({ kind: 'gone' });
    } else if (leaveQueue(query)) {
      query.settle({ kind: 'gone' });
    }
  }

  return {
    run: (task, signal) =>
      new Promise((settle, fail) => {
        if (signal.aborted) return settle({ kind: 'gone' });
        const mine = pending.get(task.client) ?? 0;
        if (mine >= MAX_QUERIES_PER_CLIENT) {
          return settle({ kind: 'overShare', limit: MAX_QUERIES_PER_CLIENT });
        }
        if (waitingCount >= MAX_QUEUED_QUERIES) return settle({ kind: 'busy' });

        const onAbort = () => abandon(query);
        const query: QueuedQuery = {
          ...task,
          settle: (outcome) => {
            signal.removeEventListener('abort', onAbort);
            settle(outcome);
          },
          fail: (error) => {
            signal.removeEventListener('abort', onAbort);
            fail(error);
          },
          // Set once, on arrival: stopping a runaway ahead of it does not give it more time.
          waiting: setTimeout(() => {
            if (leaveQueue(query)) query.settle({ kind: 'busy' });
          }, queueTimeoutMs).unref(),
        };
        signal.addEventListener('abort', onAbort, { once: true });
        pending.set(task.client, mine + 1);
        waitingCount += 1;
        const queue = queues.get(task.client);
        if (queue) queue.push(query);
        else queues.set(task.client, [query]);
        pump();
      }),
    async close() {
      const state = current;
      current = undefined;
      const dropped = [...(running ? [running.query] : []), ...[...queues.values()].flat()];
      clearTimeout(running?.timer);
      running = undefined;
      queues.clear();
      pending.clear();
      lastTurn.clear();
      waitingCount = 0;
      for (const query of dropped) {
        clearTimeout(query.waiting);
        query.settle({ kind: 'closed' });
      }
      await state?.worker.terminate();
    },
  };
}

/**
 * The message for one query. A view travels only when the worker lacks it, or holds one cut
 * from an older document array (the store replaces the array when the dataset file changes):
 * structured-cloning the dataset for every query is what the cache saves.
 */
function jobFor(state: WorkerState, { request, documents, seesDrafts }: QueuedQuery): WorkerJob {
  const view = `${request.perspective}${seesDrafts ? ' with drafts' : ''}`;
  const forget: string[] = [];
  if (state.source !== documents) {
    forget.push(...state.views);
    state.views.clear();
    state.source = documents;
  }
  const job: WorkerJob = {
    query: request.query,
    params: request.params,
    returnQuery: request.returnQuery,
    view,
    forget,
  };
  if (!state.views.has(view)) {
    job.documents = applyPerspective(readable(documents, seesDrafts), request.perspective);
    state.views.add(view);
  }
  return job;
}
