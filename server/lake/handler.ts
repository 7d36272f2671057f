// The lake's HTTP side: the paths @sanity/client 7 requests with `useProjectHostname: false`
// (GET or POST /v{apiVersion}/data/query/{dataset}, and images), their parameters, who may see
// drafts, and Sanity's error shapes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

import {
  HttpError,
  readBody,
  requestUrl,
  requireJsonBody,
  sendInternalError,
  sendJson,
  sendJsonText,
  type Handler,
} from '../http.ts';
import {
  describeBytes,
  describeDuration,
  sendMethodNotAllowed,
  sendQueryError,
  sendSanityError,
} from './errors.ts';
import { IMAGE_PATH, sendImage } from './images.ts';
import { checkPerspective } from './perspectives.ts';
import { createQueryRunner, type QueryRequest, type QueryRunner } from './query-runner.ts';
import { createDocumentStore, type DocumentStore } from './store.ts';
import { isRecord, type ContentLakeOptions } from './types.ts';

/** The lake's request handler, plus `close()`: stops its query worker (a later query starts one). */
export interface ContentLake extends Handler {
  close(): Promise<void>;
}

const QUERY_BODY_LIMIT = 1024 * 1024;
const QUERY_PATH = /^\/v(?:\d{4}-\d{2}-\d{2}|1|X)\/data\/([^/]+)\/([^/]+)(?:\/(.*))?$/;
/** Copying parameters to the worker recurses once per level; `[[[…]]]` could overflow it. */
const MAX_PARAM_DEPTH = 100;
const QUERY_TIMEOUT_MS = 10_000;
/** About a hundred times the seed dataset: no page's query comes near it. */
const MAX_RESULT_BYTES = 16 * 1024 * 1024;
const WORKER_MEMORY_MB = 512;

/** Creates the lake's request handler. Requests outside its paths go to `next`. */
export function createContentLake(options: ContentLakeOptions): ContentLake {
  const store = createDocumentStore(options);
  const timeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
  const runner = createQueryRunner(
    { projectId: options.projectId, dataset: options.dataset },
    {
      timeoutMs,
      queueTimeoutMs: options.queueTimeoutMs ?? 2 * timeoutMs,
      maxResultBytes: options.maxResultBytes ?? MAX_RESULT_BYTES,
      workerMemoryMb: options.workerMemoryMb ?? WORKER_MEMORY_MB,
    },
  );
  const imagesDir = path.resolve(
    options.imagesDir ??
      (options.datasetPath ? path.join(path.dirname(options.datasetPath), 'images') : 'images'),
  );

  const handle: Handler = (req, res, next) => {
    const url = requestUrl(req);
    const api = url && QUERY_PATH.exec(url.pathname);
    const image = url && IMAGE_PATH.exec(url.pathname);
    let work: Promise<void>;
    if (url && api) {
      work = answerApi(req, res, url, api, options, store, runner);
    } else if (image && image[1] === options.projectId && image[2] === options.dataset) {
      work = sendImage(req, res, image, store, imagesDir);
    } else {
      // Image paths of another project or dataset are not ours either.
      if (next) next();
      else sendSanityError(res, 404, 'Not found', 'httpNotFound');
      return;
    }
    work.catch((error: unknown) => {
      if (error instanceof URIError) {
        sendSanityError(res, 400, 'Malformed percent-encoding in the URL', 'httpBadRequest');
      } else if (error instanceof HttpError) {
        sendSanityError(res, error.status, error.message, 'httpError', error.headers);
      } else {
        sendInternalError(res, error);
      }
    });
  };
  return Object.assign(handle, { close: () => runner.close() });
}

async function answerApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  [, endpoint, dataset = '', rest]: RegExpExecArray,
  options: ContentLakeOptions,
  store: DocumentStore,
  runner: QueryRunner,
) {
  const datasetName = decodeURIComponent(dataset);
  if (datasetName !== options.dataset) {
    sendJson(res, 404, {
      error: 'Dataset not found',
      message: `Dataset "${datasetName}" not found for project ID "${options.projectId}"`,
      statusCode: 404,
    });
    return;
  }
  if (endpoint !== 'query' || rest !== undefined) {
    // Documents by id, mutations and listeners are out of scope: the site only queries.
    sendSanityError(
      res,
      404,
      `The local content lake does not serve /data/${endpoint}; only queries are supported`,
      'httpNotFound',
    );
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    sendMethodNotAllowed(res, req.method, 'GET, HEAD, POST');
    return;
  }
  const seesDrafts = hasPreviewToken(req, options.previewToken);
  // A client that hangs up no longer wants the answer: its query must not keep the worker, or
  // the queue, busy for the clients behind it.
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  const request = await readQueryRequest(req, url);
  checkPerspective(request.perspective);
  const documents = await store.load();
  const client = req.socket.remoteAddress ?? 'unknown';
  const outcome = await runner.run({ request, documents, seesDrafts, client }, gone.signal);
  res.off('close', onClose);

  switch (outcome.kind) {
    case 'gone':
      return;
    case 'done':
      // Node sends no body to a HEAD request, but keeps the headers, Content-Length included.
      return sendJsonText(res, 200, outcome.body);
    case 'parseError': {
      // groq-js says "Syntax error in GROQ query at position N: detail"; Content Lake answers
      // the detail plus the span, which the client turns into a code frame.
      const { query } = request;
      const start = outcome.position;
      const end = Math.min(Math.max(start + 1, 1), Math.max(query.length, 1));
      const detail = outcome.message.replace(/^Syntax error in GROQ query at position \d+: /, '');
      return sendQueryError(res, query, detail, { start, end });
    }
    case 'missingParameter': {
      // groq-js reads an unknown parameter as null, which would quietly turn a forgotten
      // `$slug` into an empty page. Content Lake refuses the query, and so does the lake.
      const { query } = request;
      const start = findParameter(query, outcome.name);
      const span = start >= 0 ? { start, end: start + outcome.name.length + 1 } : undefined;
      return sendQueryError(
        res,
        query,
        `param $${outcome.name} referenced, but not provided`,
        span,
      );
    }
    case 'overShare':
      return sendSanityError(
        res,
        429,
        `Too many queries from your address are waiting (at most ${outcome.limit}). ` +
          'Wait for their answers, then try again.',
        'rateLimitedError',
        { 'Retry-After': '1' },
      );
    case 'busy':
      return sendSanityError(
        res,
        503,
        'The content lake is busy with other queries. Try again in a moment.',
        'serviceUnavailableError',
        { 'Retry-After': '1' },
      );
    case 'closed':
      return sendSanityError(
        res,
        503,
        'The content lake is shutting down. Try again once it has restarted.',
        'serviceUnavailableError',
      );
    case 'timeout':
      return sendSanityError(
        res,
        504,
        `Query took longer than ${describeDuration(outcome.afterMs)} and was stopped`,
        'queryTimeoutError',
      );
    case 'failed':
      return sendSanityError(res, 400, outcome.message, 'queryExecutionError');
    case 'tooLarge': {
      const description =
        outcome.limit === 'result'
          ? `Query result is larger than ${describeBytes(outcome.maxBytes)}`
          : `Query needed more than ${outcome.memoryMb} MB of memory and was stopped`;
      return sendSanityError(
        res,
        400,
        `${description}: select fewer fields or slice the result`,
        'queryResultTooLargeError',
      );
    }
  }
}

/** Whether the request carries the configured preview token; with none configured, nobody does. */
function hasPreviewToken(req: IncomingMessage, previewToken: string | undefined): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!previewToken || !sent) return false;
  // Compared as digests of equal length, in constant time, so timing does not leak the token.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(previewToken));
}

async function readQueryRequest(req: IncomingMessage, url: URL): Promise<QueryRequest> {
  const search = url.searchParams;
  let query = search.get('query');
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      setParam(params, key.slice(1), JSON.parse(value));
    } catch {
      throw new HttpError(
        400,
        `Unable to parse value of "${key}=${value}". Please quote string values.`,
      );
    }
  }
  let perspective = search.get('perspective');

  if (req.method === 'POST') {
    requireJsonBody(req);
    const body = parseJsonBody(await readBody(req, QUERY_BODY_LIMIT));
    if (typeof body.query === 'string') query = body.query;
    if (body.params !== undefined) {
      if (!isRecord(body.params)) throw new HttpError(400, 'params must be an object');
      for (const [name, value] of Object.entries(body.params)) setParam(params, name, value);
    }
    if (typeof body.perspective === 'string') perspective ??= body.perspective;
  }

  if (query === null || query.trim() === '') {
    throw new HttpError(400, 'The request has no "query" to run');
  }
  if (nestedDeeperThan(params, MAX_PARAM_DEPTH)) {
    throw new HttpError(400, `Query parameters may nest at most ${MAX_PARAM_DEPTH} levels deep`);
  }
  return {
    query,
    params,
    perspective: perspective ?? 'published',
    returnQuery: search.get('returnQuery') !== 'false',
  };
}

/**
 * Stores a parameter as an own property whatever its name: assigning `__proto__` would replace
 * the object's prototype instead.
 */
function setParam(params: Record<string, unknown>, name: string, value: unknown) {
  Object.defineProperty(params, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Whether arrays and objects in `value` nest more than `limit` levels (checked without recursion). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(item)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

function parseJsonBody(raw: Buffer): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (!isRecord(body)) throw new HttpError(400, 'The request body must be a JSON object');
  return body;
}

function findParameter(query: string, name: string): number {
  const match = new RegExp(`\\$${name}(?![\\w])`).exec(query);
  return match ? match.index : -1;
}
