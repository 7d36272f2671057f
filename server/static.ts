// Serves the pre-rendered site in build/client the way Cloudflare Pages and Netlify do: `/x` is
// `x.html` (scripts/static-host-files.ts), `/x/` and `/x.html` redirect to `/x`, `/x.data` is
// its loader data, hashed files under /assets/ are cached forever, HTML is revalidated on every
// visit, and an unknown path gets 404.html with status 404. No page is served at a path its
// route does not match (`/services//seo`, `/services%2Fseo`): it would hydrate as another page.

import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

import { contentTypeFor, isCompressible } from './content-types.ts';
import { IMMUTABLE_CACHE, requestUrl, sendInternalError, type Handler } from './http.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

export interface StaticOptions {
  /** The folder to serve, e.g. build/client. */
  root: string;
  /** Served with status 404 for unknown paths, relative to `root`. Default: 404.html. */
  notFoundPage?: string;
  /**
   * More specific 404 pages by path prefix, relative to `root`: an unknown `/services/<id>` is
   * answered with the pre-rendered "service not found" page, which hydrates on its own route.
   * Only for one segment under the prefix: `/services/a/b` is no service's address, and the
   * page would hydrate there on a route that does not match it.
   */
  notFoundPagesByPrefix?: Record<string, string>;
  /** Extra headers for a file, e.g. a per-page Content-Security-Policy for HTML. */
  headersFor?: (file: string, contentType: string) => Promise<Record<string, string>>;
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';
const GZIP_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

interface FileInfo {
  file: string;
  size: number;
  mtime: Date;
}

/** Creates the static handler. Methods other than GET and HEAD go to `next`. */
export function createStaticHandler({
  root,
  notFoundPage = '404.html',
  notFoundPagesByPrefix = {},
  headersFor,
}: StaticOptions): Handler {
  const base = path.resolve(root);
  // Compressed bodies keyed by file, kept while the file is unchanged: the build is fixed,
  // so each file is compressed once.
  const gzipCache = new Map<string, { version: string; body: Buffer }>();

  const serve = async (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (next) return next();
      res.writeHead(405, {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        ...BASE_SECURITY_HEADERS,
      });
      res.end('Method not allowed');
      return;
    }
    const url = requestUrl(req);
    // A page served under another path than its own (`/services//seo`, `//host/path`, which a
    // browser reads as another host) would hydrate on a route that does not match it: send the
    // path with single slashes instead.
    if (url?.pathname.includes('//')) {
      redirect(res, `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`);
      return;
    }
    const pathname = decodePath(url?.pathname);
    if (url && pathname !== undefined && !isHostOnly(pathname)) {
      const found = await findFile(base, pathname);
      if (found) {
        await sendFile(req, res, found, cacheControlFor(pathname, found.file), 200);
        return;
      }
      const canonical = await canonicalPath(base, url.pathname);
      if (canonical !== undefined) {
        redirect(res, `${canonical}${url.search}`);
        return;
      }
    }
    const prefix = Object.keys(notFoundPagesByPrefix).find(
      (candidate) => pathname !== undefined && isOneSegmentUnder(candidate, pathname),
    );
    const page = await fileInfo(
      path.join(base, prefix ? notFoundPagesByPrefix[prefix]! : notFoundPage),
    );
    if (page) {
      await sendFile(req, res, page, 'no-cache', 404);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...BASE_SECURITY_HEADERS });
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
    }
  };

  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    info: FileInfo,
    cacheControl: string,
    status: number,
  ) => {
    const contentType = contentTypeFor(path.extname(info.file));
    const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
    const compressible = isCompressible(contentType);
    const headers: Record<string, string | number> = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      ...BASE_SECURITY_HEADERS,
      ...(status === 200 ? { ETag: etag, 'Last-Modified': info.mtime.toUTCString() } : {}),
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(headersFor ? await headersFor(info.file, contentType) : {}),
    };
    if (status === 200 && isFresh(req, etag, info.mtime)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (compressible && info.size >= GZIP_MIN_BYTES && acceptsGzip(req)) {
      const version = `${info.size}:${info.mtime.getTime()}`;
      let cached = gzipCache.get(info.file);
      if (cached?.version !== version) {
        cached = { version, body: await gzipAsync(await readFile(info.file)) };
        gzipCache.set(info.file, cached);
      }
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': cached.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(info.file)
      .on('error', (error) => sendInternalError(res, error))
      .pipe(res);
  };

  return (req, res, next) => {
    serve(req, res, next).catch((error: unknown) => sendInternalError(res, error));
  };
}

/**
 * Whether the browser's copy is current (RFC 9110 §13.1): If-None-Match, a list or `*`,
 * compared weakly; only without it, If-Modified-Since at the file's whole second.
 */
function isFresh(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * Files in the build that are for a static host, not pages: `_headers` and `_redirects` at the
 * root (hosts never serve them), and the fallback documents a host answers unknown paths with:
 * anything named `__…` and the nested 404 pages, reached here only through the 404 answer.
 */
function isHostOnly(pathname: string): boolean {
  return (
    pathname === '/_headers' ||
    pathname === '/_redirects' ||
    /^\/.+\/404(\.html)?$/.test(pathname) ||
    pathname.split('/').some((segment) => segment.startsWith('__'))
  );
}

/** `/services/seo` and `/services/seo/` are one segment under `/services/`. */
function isOneSegmentUnder(prefix: string, pathname: string): boolean {
  return pathname.startsWith(prefix) && /^[^/]+\/?$/.test(pathname.slice(prefix.length));
}

/**
 * Decodes the path and refuses anything that could leave the root or reach hidden files, and an
 * encoded slash or backslash: `/services%2Fseo` is one segment to the browser, so a page served
 * there would hydrate on a route that does not match it.
 */
function decodePath(pathname: string | undefined): string | undefined {
  if (pathname === undefined || /%(2f|5c)/i.test(pathname)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/');
  const unsafe = segments.some(
    (segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'),
  );
  return unsafe ? undefined : decoded;
}

/**
 * The file a decoded path names: `x.html` for `/x` (a page), a folder's index.html for `/x/`,
 * or the file itself. A path ending in `.html` names none: it is answered by a redirect.
 */
async function findFile(base: string, pathname: string): Promise<FileInfo | undefined> {
  if (pathname.endsWith('.html')) return undefined;
  const candidates = pathname.endsWith('/')
    ? [`${pathname}index.html`]
    : [pathname, `${pathname}.html`];
  for (const candidate of candidates) {
    const file = path.join(base, candidate);
    if (file !== base && !file.startsWith(base + path.sep)) continue;
    const info = await fileInfo(file);
    if (info) return info;
  }
  return undefined;
}

/**
 * The one address of a page that `pathname` (as requested, still encoded) names another way:
 * `/about/`, `/about.html` or `/about/index.html` for `/about`, `/index.html` for `/`.
 * Undefined when it names no page.
 */
async function canonicalPath(base: string, pathname: string): Promise<string | undefined> {
  const target = pathname.replace(/(\/index)?\.html$|\/+$/, '') || '/';
  const decoded = decodePath(target);
  if (target === pathname || decoded === undefined || isHostOnly(decoded)) return undefined;
  const page = await findFile(base, decoded);
  return page && path.extname(page.file) === '.html' ? target : undefined;
}

/**
 * A permanent redirect to a path on this site. Cached for an hour only: a rebuild may turn
 * the old address into a page again.
 */
function redirect(res: ServerResponse, location: string) {
  res.writeHead(301, {
    Location: location,
    'Cache-Control': SHORT,
    'Content-Length': 0,
    ...BASE_SECURITY_HEADERS,
  });
  res.end();
}

async function fileInfo(file: string): Promise<FileInfo | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

function cacheControlFor(pathname: string, file: string): string {
  // Vite fingerprints everything under /assets/, so a changed file always gets a new name.
  if (pathname.startsWith('/assets/')) return IMMUTABLE_CACHE;
  const extension = path.extname(file);
  return extension === '.html' || extension === '.data' ? REVALIDATE : SHORT;
}

function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
