// Small HTTP helpers shared by the local services. They are plain Node handlers in the
// connect style, so the same function runs as Vite middleware and in a bare `http` server.

import type { IncomingMessage, ServerResponse } from 'node:http';

import { BASE_SECURITY_HEADERS } from './security-headers.ts';

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
 * Reads a request body up to `limit` bytes. A larger body is refused with 413 as soon as the
 * declared length or the bytes received pass the limit, so an oversize upload is never buffered.
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
    req.on('error', (error) => finish(error));
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
  console.error(error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, 500, { message: 'Internal server error.' });
}
