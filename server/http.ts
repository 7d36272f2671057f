// Small HTTP helpers shared by the local services. They are plain Node handlers in the
// connect style, so the same function runs as Vite middleware and in a bare `http` server (the
// one createHttpServer makes for `npm start`).

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

import Negotiator from 'negotiator';

import { BASE_SECURITY_HEADERS, HEADER_ONLY_CSP } from './security-headers.ts';

/** Cache-Control for a URL whose content never changes (a fingerprint or hash in its name). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export type NextFunction = (error?: unknown) => void;

/** A Node/connect-style request handler; calls `next` for requests it does not own. */
export type Handler = (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void;

/** An error that maps to an HTTP status and a JSON body the caller can show. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/**
 * `sendJson` for a body already serialised (the lake's worker writes its own). Every JSON
 * answer carries the shared security headers, as the pages and assets do.
 */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  payload: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...BASE_SECURITY_HEADERS,
    ...headers,
  });
  res.end(payload);
}

/**
 * Refuses (415) a body that is not declared JSON. Besides clarity, it keeps other sites out:
 * a page elsewhere can send a text/plain POST here without asking, but a JSON one only after
 * a CORS preflight, which the local services never grant.
 */
export function requireJsonBody(req: IncomingMessage) {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    // Drain the body so the answer is not cut short by an unread upload.
    req.resume();
    throw new HttpError(415, 'Content-Type must be application/json.');
  }
}

/**
 * The client hung up before its request body had all arrived (a closed tab, a dropped
 * connection). Nobody is left to answer, and nothing went wrong on this side: it is neither
 * logged nor answered.
 */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before sending the whole request body.');
    this.name = 'ClientGoneError';
  }
}

/**
 * Reads a request body up to `limit` bytes. A larger body is refused with 413 as soon as the
 * declared length or the bytes received pass the limit, so an oversize upload is never buffered.
 * A client that hangs up midway rejects it with ClientGoneError.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Keep draining without buffering so the answer can still be written on this socket.
        req.resume();
        finish(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => finish(null));
    // Node reports a hang-up as an 'aborted' error (ECONNRESET) and then closes the request;
    // a close before the end is a hang-up either way.
    req.on('error', (error) => finish(req.complete ? error : new ClientGoneError()));
    req.on('close', () => finish(new ClientGoneError()));
  });
}

function tooLarge(limit: number) {
  return new HttpError(413, `The request body is larger than ${Math.round(limit / 1024)} KB.`, {
    Connection: 'close',
  });
}

/**
 * The request URL on a dummy origin, or undefined when it cannot be parsed. A path starting
 * with `//` stays a path: resolved against a base URL, `//evil.example/x` would name a host.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  try {
    return new URL(
      target.startsWith('/') ? `http://localhost${target}` : target,
      'http://localhost',
    );
  } catch {
    return undefined;
  }
}

/** Runs handlers in order; each one passes the request on with `next()`. */
export function chain(handlers: Handler[], fallback: Handler): Handler {
  return (req, res, next) => {
    let index = 0;
    const run = (error?: unknown) => {
      if (error !== undefined) {
        if (next) next(error);
        else sendInternalError(res, error);
        return;
      }
      const handler = handlers[index++];
      if (handler) handler(req, res, run);
      else if (next) next();
      else fallback(req, res);
    };
    run();
  };
}

export function sendInternalError(res: ServerResponse, error: unknown) {
  if (error instanceof ClientGoneError) {
    res.destroy();
    return;
  }
  console.error(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, 500, { message: 'Internal server error.' });
}

/**
 * The http server of `npm start` and the local services. Every answer, Node's own to a request it
 * cannot parse included, carries HEADER_ONLY_CSP as the static hosts' `_headers` does, unless it
 * sends a policy of its own (a page's, the lake's sandbox for SVG images).
 */
export function createHttpServer(handle: Handler): http.Server {
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', HEADER_ONLY_CSP);
    handle(req, res);
  });
  server.on('clientError', answerClientError);
  return server;
}

// Node's own statuses for what its parser refuses (node:_http_server, socketOnError).
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * What Node answers by itself to a malformed request line, oversize headers or a request that
 * timed out, with the shared security headers added; the connection is then closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable || socketBytesWritten(socket) > 0) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  const headers = {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': HEADER_ONLY_CSP,
    'Content-Length': '0',
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
}

/** Bytes already sent on the connection: an answer under way must not get a second one. */
function socketBytesWritten(socket: Duplex): number {
  return (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
}

/** The first of `codings` (the server's order of preference) that the client's Accept-Encoding takes. */
export function preferredCoding<C extends string>(
  req: IncomingMessage,
  codings: readonly C[],
): C | undefined {
  const accepted = new Negotiator(req).encodings([...codings]);
  return codings.find((coding) => accepted.includes(coding));
}
