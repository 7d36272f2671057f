// The embedded local content lake: answers the subset of Sanity's HTTP API that the site and
// the unmodified @sanity/client use, over the seed dataset, evaluating GROQ with groq-js. It
// lets the site build, run and be tested offline with no Sanity project (see docs/local-services.md).
//
// Queries are parsed and evaluated in one long-lived worker thread, which keeps the dataset
// between queries. GROQ can ask for a lot of work: each nested `*[]{…}` multiplies it by the
// dataset's size, a three-level query over the seed ran for seconds, and groq-js takes seconds
// to parse some long queries. On the main thread either froze the whole server; in the worker
// it holds up only the queries queued behind it. A query still running after `queryTimeoutMs`
// (default 10 s) is stopped with the worker and answered 504; one that waited `queueTimeoutMs`
// (default twice that) since it arrived, or finds the queue full, is answered 503 without
// running. A query whose client has gone leaves the queue, or is stopped if it is running.
// A few bytes of GROQ can also ask for a huge answer (`*{"all": *}` repeats the dataset once per
// document): serialising stops once an answer passes `maxResultBytes` (default 16 MB) and the
// worker's heap is capped (`workerMemoryMb`, default 512), so either is refused with a 400
// instead of filling the server's memory.
//
// Drafts and other documents with a '.' in their _id are private, as in a public dataset: only
// a request carrying a token sees them.
//
// Endpoints (the paths @sanity/client 7 requests with `useProjectHostname: false`):
//   GET  /v{apiVersion}/data/query/{dataset}?query=…&$name=<json>&perspective=…&returnQuery=…
//   POST /v{apiVersion}/data/query/{dataset}   body {query, params}  (the client's long queries)
//   GET  /v{apiVersion}/data/doc/{dataset}/{id,id,…}
//   GET  /images/{projectId}/{dataset}/{assetId}-{w}x{h}.{ext}        (the @sanity/image-url path)
//
// Images are sent as stored. The seed's artwork is SVG, which scales without loss, so the
// image-url parameters w, h, fit, fm, q and auto are accepted and ignored: the browser scales
// the vector to the width and height the page asks for. `dl` still makes it a download.

import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';

import { contentTypeFor } from './content-types.ts';
import {
  HttpError,
  IMMUTABLE_CACHE,
  readBody,
  requestUrl,
  requireJsonBody,
  sendInternalError,
  sendJson,
  sendJsonText,
  type Handler,
} from './http.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

export interface LakeDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface ContentLakeOptions {
  projectId: string;
  dataset: string;
  /** An NDJSON file with one document per line; re-read whenever it changes on disk. */
  datasetPath?: string;
  /** Extra documents served after those of the file (tests inject drafts and fixtures here). */
  documents?: LakeDocument[];
  /** Where `sanity.imageAsset` documents' `source.id` paths live. Default: `images/` beside the dataset file. */
  imagesDir?: string;
  /** How long one query may evaluate before it is stopped and answered 504. Default 10 000. */
  queryTimeoutMs?: number;
  /** How long a query may wait for its turn before it is answered 503. Default twice the above. */
  queueTimeoutMs?: number;
  /** The largest answer (JSON, in bytes) the lake sends; a larger one is refused. Default 16 MB. */
  maxResultBytes?: number;
  /** The query worker's heap in MB; a query needing more is stopped and refused. Default 512. */
  workerMemoryMb?: number;
  previewToken?: string;
}

/** The lake's request handler, plus `close()`: stops its query worker (a later query starts one). */
export interface ContentLake extends Handler {
  close(): Promise<void>;
}

const QUERY_BODY_LIMIT = 1024 * 1024;
const API_PATH = /^\/v(\d{4}-\d{2}-\d{2}|1|X)\/data\/([^/]+)\/([^/]+)(?:\/(.*))?$/;
const IMAGE_PATH =
  /^\/images\/([^/]+)\/([^/]+)\/([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)(?:\/[^/]*)?$/;
const PERSPECTIVE_NAME = /^[\w.-]{1,100}$/;
/** Layers a perspective may stack (`rSpring,rSummer,drafts`); each costs a pass over the dataset. */
const MAX_PERSPECTIVE_LAYERS = 10;
/**
 * How deeply query parameters may nest. Copying a value to the worker recurses once per level,
 * so a body of `[[[…]]]` a few hundred thousand deep would overflow the stack.
 */
const MAX_PARAM_DEPTH = 100;
const QUERY_TIMEOUT_MS = 10_000;
/** About a hundred times the seed dataset: no page's query comes near it. */
const MAX_RESULT_BYTES = 16 * 1024 * 1024;
const WORKER_MEMORY_MB = 512;
/** Queries waiting for the worker at most; more are answered 503 at once. */
const MAX_QUEUED_QUERIES = 50;
/**
 * Views of the dataset (a perspective, with or without private documents) the worker keeps at
 * once; the least recently used goes first.
 */
const MAX_WORKER_VIEWS = 8;

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
    const api = url && API_PATH.exec(url.pathname);
    // Image paths of another project or dataset are not ours: pass them on.
    const image = url && IMAGE_PATH.exec(url.pathname);
    const ownImage = image && image[1] === options.projectId && image[2] === options.dataset;
    let work: Promise<void>;
    if (url && api) work = handleApi(req, res, url, api, options, store, runner);
    else if (url && image && ownImage) work = handleImage(req, res, url, image, store, imagesDir);
    else {
      if (next) next();
      else sendSanityError(res, 404, 'Not found', 'httpNotFound');
      return;
    }
    work.catch((error: unknown) => {
      // A malformed %-escape in the path is the caller's mistake, not the server's.
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

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
  options: ContentLakeOptions,
  store: DocumentStore,
  runner: QueryRunner,
) {
  const [, , endpoint, dataset = '', rest] = match;
  const datasetName = decodeURIComponent(dataset);
  if (datasetName !== options.dataset) {
    sendJson(res, 404, {
      error: 'Dataset not found',
      message: `Dataset "${datasetName}" not found for project ID "${options.projectId}"`,
      statusCode: 404,
    });
    return;
  }
  if (endpoint === 'query' && rest === undefined) {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      sendSanityError(res, 405, `Method ${req.method} not allowed`, 'httpMethodNotAllowed', {
        Allow: 'GET, HEAD, POST',
      });
      return;
    }
    await answerQuery(req, res, url, store, runner);
    return;
  }
  if (endpoint === 'doc' && rest) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendSanityError(res, 405, `Method ${req.method} not allowed`, 'httpMethodNotAllowed', {
        Allow: 'GET, HEAD',
      });
      return;
    }
    const ids = decodeURIComponent(rest).split(',');
    const all = await store.load();
    const byId = new Map(readable(all, hasToken(req)).map((doc) => [doc._id, doc]));
    const exists = new Set(all.map((doc) => doc._id));
    sendJson(res, 200, {
      documents: ids.flatMap((id) => byId.get(id) ?? []),
      omitted: ids
        .filter((id) => !byId.has(id))
        .map((id) => ({ id, reason: exists.has(id) ? 'permission' : 'existence' })),
    });
    return;
  }
  // Mutations, listeners and the rest are out of scope: the seed is read-only here.
  sendSanityError(
    res,
    404,
    `The local content lake does not serve /data/${endpoint}; only query and doc are supported`,
    'httpNotFound',
  );
}

interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
  perspective: string;
  returnQuery: boolean;
}

async function answerQuery(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  store: DocumentStore,
  runner: QueryRunner,
) {
  // A client that hangs up (or times out) no longer wants the answer: its query must not keep
  // the worker, or the queue, busy for the clients behind it.
  const gone = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) gone.abort();
  };
  res.once('close', onClose);
  const request = await readQueryRequest(req, url);
  const documents = await store.load();
  // Refuse a bad perspective now; the worker gets the view itself only when it lacks it.
  perspectiveLayers(request.perspective);

  const outcome = await runner.run(request, documents, hasToken(req), gone.signal);
  res.off('close', onClose);
  if (outcome.kind === 'gone') return;
  if (outcome.kind === 'parseError') {
    sendQueryParseError(res, request.query, outcome);
    return;
  }
  if (outcome.kind === 'missingParameter') {
    // groq-js evaluates an unknown parameter to null, which would quietly turn a forgotten
    // `$slug` into an empty page. Content Lake refuses the query, and so does the lake.
    const start = findParameter(request.query, outcome.name);
    sendJson(res, 400, {
      error: {
        description: `param $${outcome.name} referenced, but not provided`,
        query: request.query,
        ...(start >= 0 ? { start, end: start + outcome.name.length + 1 } : {}),
        type: 'queryParseError',
      },
    });
    return;
  }
  if (outcome.kind === 'busy') {
    sendSanityError(
      res,
      503,
      'The content lake is busy with other queries. Try again in a moment.',
      'serviceUnavailableError',
      { 'Retry-After': '1' },
    );
    return;
  }
  if (outcome.kind === 'timeout') {
    const limit = describeDuration(outcome.afterMs);
    sendSanityError(
      res,
      504,
      `Query took longer than ${limit} and was stopped`,
      'queryTimeoutError',
    );
    return;
  }
  if (outcome.kind === 'failed') {
    sendSanityError(res, 400, outcome.message, 'queryExecutionError');
    return;
  }
  if (outcome.kind === 'tooLarge') {
    const description =
      outcome.limit === 'result'
        ? `Query result is larger than ${describeBytes(outcome.maxBytes)}`
        : `Query needed more than ${outcome.memoryMb} MB of memory and was stopped`;
    sendSanityError(
      res,
      400,
      `${description}: select fewer fields or slice the result`,
      'queryResultTooLargeError',
    );
    return;
  }
  // Node sends no body to a HEAD request, but keeps the headers, Content-Length included.
  sendJsonText(res, 200, outcome.body);
}

function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 && Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}

function describeDuration(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/**
 * Stores a query parameter as an own property, whatever its name: a plain assignment of
 * `__proto__` would replace the object's prototype instead. (The missing-parameter check uses
 * Object.hasOwn for the same reason: `$constructor` is not "provided" by Object.prototype.)
 */
function setParam(params: Record<string, unknown>, name: string, value: unknown) {
  Object.defineProperty(params, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
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

/**
 * The documents a perspective sees. `published` (the default since API v2025-02-19) hides
 * drafts and release versions; `drafts` (alias `previewDrafts`) lays drafts over their
 * published documents; a comma list such as `rSpring,drafts` stacks layers, earlier wins;
 * `raw` shows every document as stored. Overlaid documents keep the published `_id` and carry
 * the stored one as `_originalId`, as Content Lake does, so references resolve to them.
 */
export function applyPerspective(documents: LakeDocument[], perspective: string): LakeDocument[] {
  const names = perspectiveLayers(perspective);
  if (names.includes('raw')) return documents;
  const visible = new Map<string, LakeDocument>();
  for (const doc of documents) {
    if (!doc._id.startsWith('drafts.') && !doc._id.startsWith('versions.')) {
      visible.set(doc._id, doc);
    }
  }
  const layers = names.filter((name) => name !== 'published').reverse();
  for (const layer of layers) {
    const prefix =
      layer === 'drafts' || layer === 'previewDrafts' ? 'drafts.' : `versions.${layer}.`;
    for (const doc of documents) {
      if (!doc._id.startsWith(prefix)) continue;
      const publishedId = doc._id.slice(prefix.length);
      visible.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
    }
  }
  return [...visible.values()];
}

// As in a public dataset, a document whose _id has a '.' in it (drafts.…, versions.…) is
// private: a request without a token does not see it, under any perspective, and gets no error.
// The lake cannot check a token, so any bearer token counts; the site itself never sends one.
function hasToken(req: IncomingMessage): boolean {
  return /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
}

function readable(documents: LakeDocument[], withToken: boolean): LakeDocument[] {
  return withToken ? documents : documents.filter((doc) => !doc._id.includes('.'));
}

/** A perspective's layer names; throws a 400 for one Content Lake would refuse. */
function perspectiveLayers(perspective: string): string[] {
  // Split no further than one past the limit: a list of thousands is refused without reading it.
  const names = perspective.split(',', MAX_PERSPECTIVE_LAYERS + 1).map((name) => name.trim());
  if (names.length > MAX_PERSPECTIVE_LAYERS) {
    throw new HttpError(400, `A perspective may stack at most ${MAX_PERSPECTIVE_LAYERS} layers`);
  }
  if (names.some((name) => !PERSPECTIVE_NAME.test(name))) {
    throw new HttpError(400, `Invalid perspective "${perspective}"`);
  }
  if (names.includes('raw') && names.length > 1) {
    throw new HttpError(400, 'The raw perspective cannot be combined');
  }
  return names;
}

function findParameter(query: string, name: string): number {
  const match = new RegExp(`\\$${name}(?![\\w])`).exec(query);
  return match ? match.index : -1;
}

function sendQueryParseError(
  res: ServerResponse,
  query: string,
  { message: raw, position }: { message: string; position: number },
) {
  // GroqSyntaxError reads "Syntax error in GROQ query at position N: detail"; Content Lake
  // answers the detail plus the span, which the client turns into a code frame.
  const message = raw.replace(/^Syntax error in GROQ query at position \d+: /, '');
  sendJson(res, 400, {
    error: {
      description: message,
      query,
      start: position,
      end: Math.min(Math.max(position + 1, 1), Math.max(query.length, 1)),
      type: 'queryParseError',
    },
  });
}

function sendSanityError(
  res: ServerResponse,
  status: number,
  description: string,
  type: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { error: { description, type } }, headers);
}

async function handleImage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  match: RegExpExecArray,
  store: DocumentStore,
  imagesDir: string,
) {
  const [, , , assetId, width, height, extension = ''] = match;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendSanityError(res, 405, `Method ${req.method} not allowed`, 'httpMethodNotAllowed', {
      Allow: 'GET, HEAD',
    });
    return;
  }
  const notFound = () => sendSanityError(res, 404, 'Image not found', 'httpNotFound');

  const documentId = `image-${assetId}-${width}x${height}-${extension}`;
  const asset = (await store.load()).find(
    (doc) => doc._id === documentId && doc._type === 'sanity.imageAsset',
  );
  const source = asset && isRecord(asset.source) ? asset.source.id : undefined;
  if (typeof source !== 'string') return notFound();

  const file = path.resolve(imagesDir, source);
  if (!file.startsWith(imagesDir + path.sep)) return notFound();
  let content: Buffer;
  try {
    content = await readFile(file);
  } catch {
    return notFound();
  }

  // The asset id is a hash of the content, so the URL never changes meaning: cache forever.
  const etag = `"${assetId}"`;
  const download = url.searchParams.get('dl');
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeFor(`.${extension}`),
    'Cache-Control': IMMUTABLE_CACHE,
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    ...BASE_SECURITY_HEADERS,
    // An SVG opened on its own must not run script on this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ...(download !== null
      ? {
          'Content-Disposition': contentDisposition(download || path.basename(source)),
        }
      : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  // SVG is text: compress it when the browser accepts gzip (the seed's artwork is all SVG).
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = extension === 'svg' && acceptsGzip ? gzipSync(content) : content;
  res.writeHead(200, {
    ...headers,
    ...(extension === 'svg' ? { Vary: 'Accept-Encoding' } : {}),
    ...(body !== content ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * An attachment header for a caller-chosen file name (`?dl=`): a plain ASCII fallback, with
 * quotes, backslashes and control characters replaced, and the exact name in RFC 5987 form.
 */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRFC5987(name)}`;
}

function encodeRFC5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

// ---------------------------------------------------------------------------------------------
// The query worker

/**
 * The worker's source, plain JavaScript run with `eval: true`: the lake is also loaded inside
 * Vite's bundled config during `react-router build` and `dev`, where no TypeScript loader
 * would be there to run a separate .ts entry. groq-js comes by absolute path (resolved in the
 * main thread), because an eval'd worker resolves bare names from process.cwd().
 *
 * It keeps each perspective's view of the dataset between queries, replies `ready` once
 * groq-js has loaded (so its start-up does not count against the deadline), and answers each
 * query with the finished JSON body, so serialising a large result stays off the main thread.
 */
const WORKER_SOURCE = `'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { evaluate, parse } = require(workerData.groqJs);

// Names of every $param a parsed query reads.
function collectParameters(node, names) {
  if (Array.isArray(node)) {
    for (const item of node) collectParameters(item, names);
  } else if (node !== null && typeof node === 'object') {
    if (node.type === 'Parameter' && typeof node.name === 'string') names.add(node.name);
    for (const value of Object.values(node)) collectParameters(value, names);
  }
  return names;
}

// JSON.stringify, given up (undefined) once the text passes maxBytes. A few bytes of GROQ can
// ask for gigabytes of JSON, since the same documents repeat in it: the replacer counts as it
// goes (a lower bound: escapes aside) and stops stringify long before the text gets that big.
const TooLarge = Symbol('too large');
function stringifyWithin(value, maxBytes) {
  let size = 0;
  let text;
  try {
    text = JSON.stringify(value, function (key, item) {
      size += Array.isArray(this) ? 1 : key.length + 4;
      if (typeof item === 'string') size += item.length;
      if (size > maxBytes) throw TooLarge;
      return item;
    });
  } catch (error) {
    // A text too long for a JavaScript string at all is too large as well.
    if (error === TooLarge || error instanceof RangeError) return undefined;
    throw error;
  }
  return Buffer.byteLength(text) > maxBytes ? undefined : text;
}

const views = new Map();
parentPort.on('message', async (job) => {
  for (const view of job.forget) views.delete(view);
  if (job.documents) views.set(job.view, job.documents);
  let tree;
  try {
    tree = parse(job.query, { params: job.params });
  } catch (error) {
    const position = typeof error?.position === 'number' ? error.position : 0;
    parentPort.postMessage({ kind: 'parseError', message: String(error?.message ?? error), position });
    return;
  }
  // Object.hasOwn: \`$constructor\` is not "provided" by Object.prototype.
  const missing = [...collectParameters(tree, new Set())].find((name) => !Object.hasOwn(job.params, name));
  if (missing !== undefined) {
    parentPort.postMessage({ kind: 'missingParameter', name: missing });
    return;
  }
  try {
    const started = performance.now();
    const value = await evaluate(tree, {
      dataset: views.get(job.view),
      params: job.params,
      sanity: workerData.sanity,
    });
    const result = await value.get();
    const ms = Math.round(performance.now() - started);
    const body = job.returnQuery ? { query: job.query, result, ms } : { result, ms };
    const text = stringifyWithin(body, workerData.maxResultBytes);
    if (text === undefined) {
      parentPort.postMessage({ kind: 'tooLarge', limit: 'result', maxBytes: workerData.maxResultBytes });
    } else {
      parentPort.postMessage({ kind: 'done', body: text });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({ kind: 'failed', message });
  }
});
parentPort.postMessage({ kind: 'ready' });
`;

/** One query as the worker receives it. */
interface WorkerJob {
  query: string;
  params: Record<string, unknown>;
  returnQuery: boolean;
  /** The view of the dataset the query runs over: its perspective, and whether it sees drafts. */
  view: string;
  /** The view's documents, sent only when the worker does not hold them yet. */
  documents?: LakeDocument[];
  /** Views to drop first: evicted, or computed from an older dataset. */
  forget: string[];
}

/** What the worker answers a query with: the query's outcome as the handler receives it. */
type WorkerAnswer =
  | { kind: 'done'; body: string }
  | { kind: 'failed'; message: string }
  | { kind: 'parseError'; message: string; position: number }
  | { kind: 'missingParameter'; name: string }
  | { kind: 'tooLarge'; limit: 'result'; maxBytes: number };

type WorkerReply = { kind: 'ready' } | WorkerAnswer;

/**
 * Besides the worker's answers: stopped at the deadline, never run (queue full or waited too
 * long), or dropped because its client has gone.
 */
type QueryOutcome =
  | WorkerAnswer
  | { kind: 'tooLarge'; limit: 'memory'; memoryMb: number }
  | { kind: 'timeout'; afterMs: number }
  | { kind: 'busy' }
  | { kind: 'gone' };

interface QueuedQuery {
  request: QueryRequest;
  /** The whole dataset, private documents included; the view is cut from it. */
  documents: LakeDocument[];
  /** The request carried a token, so its view includes private documents (drafts). */
  withToken: boolean;
  settle(outcome: QueryOutcome): void;
  /** For a worker that died: the request ends in a 500 through the handler's error path. */
  fail(error: Error): void;
  /**
   * Answers it `busy` if it is still waiting when its time in the queue is up. Set once, when it
   * arrives: stopping a runaway and starting a fresh worker does not give it more time.
   */
  waiting: NodeJS.Timeout;
}

interface WorkerState {
  worker: Worker;
  /** groq-js has loaded; the deadline of a query starts now or when it is sent, if later. */
  ready: boolean;
  /** The store's document array the views below were computed from. */
  source: LakeDocument[] | undefined;
  /** Perspectives whose views the worker holds, least recently used first. */
  views: Set<string>;
}

interface QueryRunner {
  run(
    request: QueryRequest,
    documents: LakeDocument[],
    withToken: boolean,
    signal: AbortSignal,
  ): Promise<QueryOutcome>;
  close(): Promise<void>;
}

interface RunnerLimits {
  /** How long a query may evaluate, counted from when the worker is ready for it. */
  timeoutMs: number;
  /** How long a query may wait for its turn, counted from when it arrives. */
  queueTimeoutMs: number;
  maxResultBytes: number;
  workerMemoryMb: number;
}

/**
 * Runs queries one at a time in a lazily started worker. A query past its deadline, or whose
 * client has gone, is stopped by terminating the worker; a worker that dies fails only the
 * query it was running. Either way the queue goes on in a fresh worker. The worker is unref'd
 * while idle, so it never keeps a finished build, script or test run alive.
 */
function createQueryRunner(
  sanity: { projectId: string; dataset: string },
  { timeoutMs, queueTimeoutMs, ...workerLimits }: RunnerLimits,
): QueryRunner {
  const queue: QueuedQuery[] = [];
  let current: WorkerState | undefined;
  let running: { query: QueuedQuery; timer?: NodeJS.Timeout } | undefined;

  const startDeadline = () => {
    if (running && !running.timer) running.timer = setTimeout(stopRunning, timeoutMs);
  };

  const leaveQueue = (query: QueuedQuery) => {
    const index = queue.indexOf(query);
    if (index >= 0) queue.splice(index, 1);
    clearTimeout(query.waiting);
  };

  const pump = () => {
    if (running) return;
    const query = queue.shift();
    if (!query) {
      current?.worker.unref();
      return;
    }
    clearTimeout(query.waiting);
    const state = (current ??= startWorker(sanity, workerLimits, onReply, onCrash));
    try {
      state.worker.postMessage(jobFor(state, query));
    } catch (error) {
      // Nothing in the worker's hands: a value that cannot be cloned. Its cache of views may
      // now be out of step with `state`, so the next query starts afresh.
      discardWorker();
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
      if (outcome instanceof Error) done.query.fail(outcome);
      else done.query.settle(outcome);
    }
    pump();
  };

  // Replies and crashes of a worker already replaced are stale: the listeners check `current`.
  function onReply(state: WorkerState, reply: WorkerReply) {
    if (state !== current) return;
    if (reply.kind === 'ready') {
      state.ready = true;
      startDeadline();
    } else {
      finish(reply);
    }
  }

  function onCrash(state: WorkerState, error: unknown) {
    if (state !== current) return;
    discardWorker();
    if (isOutOfMemory(error)) {
      finish({ kind: 'tooLarge', limit: 'memory', memoryMb: workerLimits.workerMemoryMb });
    } else {
      finish(new Error(`The GROQ worker stopped: ${errorMessage(error)}`));
    }
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
    } else if (queue.includes(query)) {
      leaveQueue(query);
      query.settle({ kind: 'gone' });
    }
  }

  return {
    run: (request, documents, withToken, signal) =>
      new Promise((settle, fail) => {
        if (signal.aborted) {
          settle({ kind: 'gone' });
          return;
        }
        if (queue.length >= MAX_QUEUED_QUERIES) {
          settle({ kind: 'busy' });
          return;
        }
        const onAbort = () => abandon(query);
        const query: QueuedQuery = {
          request,
          documents,
          withToken,
          settle: (outcome) => {
            signal.removeEventListener('abort', onAbort);
            settle(outcome);
          },
          fail: (error) => {
            signal.removeEventListener('abort', onAbort);
            fail(error);
          },
          waiting: setTimeout(() => {
            leaveQueue(query);
            query.settle({ kind: 'busy' });
          }, queueTimeoutMs),
        };
        query.waiting.unref();
        signal.addEventListener('abort', onAbort, { once: true });
        queue.push(query);
        pump();
      }),
    async close() {
      const state = current;
      current = undefined;
      const pending = [...(running ? [running.query] : []), ...queue.splice(0)];
      for (const query of pending) clearTimeout(query.waiting);
      clearTimeout(running?.timer);
      running = undefined;
      for (const query of pending) query.fail(new Error('The content lake was closed'));
      await state?.worker.terminate();
    },
  };
}

function startWorker(
  sanity: { projectId: string; dataset: string },
  { maxResultBytes, workerMemoryMb }: Pick<RunnerLimits, 'maxResultBytes' | 'workerMemoryMb'>,
  onReply: (state: WorkerState, reply: WorkerReply) => void,
  onCrash: (state: WorkerState, error: unknown) => void,
): WorkerState {
  const groqJs = createRequire(import.meta.url).resolve('groq-js');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { groqJs, sanity, maxResultBytes },
    // Not the main thread's flags (e.g. `--import tsx`): the worker is plain JavaScript.
    execArgv: [],
    // A query that builds a huge value runs out of this heap, not the server's memory.
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb },
  });
  const state: WorkerState = { worker, ready: false, source: undefined, views: new Set() };
  worker.on('message', (reply: WorkerReply) => onReply(state, reply));
  worker.on('error', (error: unknown) => onCrash(state, error));
  worker.on('exit', (code) => onCrash(state, new Error(`it exited with code ${code}`)));
  return state;
}

function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * The message for one query. The perspective's view travels only when the worker lacks it, or
 * holds one computed from an older document array (the store replaces the array when the
 * dataset file changes); structured-cloning the dataset for every query is what the cache saves.
 */
function jobFor(state: WorkerState, { request, documents, withToken }: QueuedQuery): WorkerJob {
  const view = `${request.perspective}${withToken ? ' with private documents' : ''}`;
  const stale = state.source !== documents;
  const sent =
    stale || !state.views.has(view)
      ? applyPerspective(readable(documents, withToken), request.perspective)
      : undefined;

  const forget: string[] = [];
  if (stale) {
    forget.push(...state.views);
    state.views.clear();
    state.source = documents;
  }
  state.views.delete(view);
  state.views.add(view);
  const [oldest] = state.views;
  if (state.views.size > MAX_WORKER_VIEWS && oldest !== undefined) {
    state.views.delete(oldest);
    forget.push(oldest);
  }
  return {
    query: request.query,
    params: request.params,
    returnQuery: request.returnQuery,
    view,
    forget,
    ...(sent ? { documents: sent } : {}),
  };
}

interface DocumentStore {
  load(): Promise<LakeDocument[]>;
}

/** Reads the NDJSON dataset once and again only when the file's size or mtime changes. */
function createDocumentStore({ datasetPath, documents = [] }: ContentLakeOptions): DocumentStore {
  let cached: { key: string; documents: LakeDocument[] } | undefined;
  return {
    async load() {
      if (!datasetPath) return documents;
      let key: string;
      try {
        const info = await stat(datasetPath);
        key = `${info.size}:${info.mtimeMs}`;
      } catch {
        throw new Error(
          `Seed dataset not found at ${datasetPath}. Build the seed or set SEED_DATASET.`,
        );
      }
      if (cached?.key !== key) {
        const text = await readFile(datasetPath, 'utf8');
        cached = { key, documents: [...parseNdjson(text, datasetPath), ...documents] };
      }
      return cached.documents;
    },
  };
}

export function parseNdjson(text: string, source = 'dataset'): LakeDocument[] {
  const documents: LakeDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1} is not valid JSON: ${errorMessage(error)}`);
    }
    if (!isRecord(doc) || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new Error(`${source}:${index + 1} is not a document with a string _id and _type`);
    }
    documents.push(doc as LakeDocument);
  });
  return documents;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
