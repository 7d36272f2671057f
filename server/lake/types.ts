// Types shared by the lake's request handling, its query runner and the worker thread.

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
  /** Only a request with `Authorization: Bearer <previewToken>` sees drafts; unset, nobody does. */
  previewToken?: string;
  /** How long one query may evaluate before it is stopped and answered 504. Default 10 000. */
  queryTimeoutMs?: number;
  /** How long a query may wait for its turn before it is answered 503. Default twice the above. */
  queueTimeoutMs?: number;
  /** The largest answer (JSON, in bytes) the lake sends; a larger one is refused. Default 16 MB. */
  maxResultBytes?: number;
  /** The query worker's heap in MB; a query needing more is stopped and refused. Default 512. */
  workerMemoryMb?: number;
}

/** One query as the worker receives it. */
export interface WorkerJob {
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

/** The worker's answer to a job: the query's outcome as the request handler receives it. */
export type WorkerAnswer =
  | { kind: 'done'; body: string }
  | { kind: 'failed'; message: string }
  | { kind: 'parseError'; message: string; position: number }
  | { kind: 'missingParameter'; name: string }
  | { kind: 'tooLarge'; limit: 'result'; maxBytes: number };

export type WorkerReply = { kind: 'ready' } | WorkerAnswer;

export interface WorkerData {
  sanity: { projectId: string; dataset: string };
  maxResultBytes: number;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
