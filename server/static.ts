// Serves the pre-rendered site in build/client the way Cloudflare Pages and Netlify do, with
// sirv sending the files. No page is served at a path its route does not match
// (`/services//seo`, `/services%2Fseo`): it would hydrate there as another page.

import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import sirv from 'sirv';

import { contentTypeFor, isCompressible } from './content-types.ts';
import {
  IMMUTABLE_CACHE,
  preferredCoding,
  requestUrl,
  sendInternalError,
  type Handler,
} from './http.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

export interface StaticOptions {
  /** The folder to serve, e.g. build/client. */
  root: string;
  /** Served with status 404 for unknown paths, relative to `root`. Default: 404.html. */
  notFoundPage?: string;
  /**
   * Section 404 pages by path prefix, relative to `root`, for one segment under the prefix
   * only: `/services/a/b` is no service's address, and the page would hydrate there on a
   * route that does not match it.
   */
  notFoundPagesByPrefix?: Record<string, string>;
  /** Extra headers for a file, e.g. a per-page Content-Security-Policy for HTML. */
  headersFor?: (file: string, contentType: string) => Promise<Record<string, string>>;
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';
const COMPRESS_MIN_BYTES = 1024;

const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// Brotli at its best quality, as a CDN stores static files: each version of a file is
// compressed once and kept, so the slow quality costs one request, not every one.
const COMPRESS: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

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
  // dev: looks each file up when asked, so a rebuild under a running server is served as built.
  const sendWithSirv = sirv(base, { dev: true, etag: true, extensions: [] });
  // sirv only sends precompressed siblings, which the build does not write; text is compressed
  // here, once per version of a file and coding; requests that arrive meanwhile share the work.
  const compressedCache = new Map<string, { version: string; body: Promise<Buffer> }>();

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
    // `//host/path` is another host to a browser, `/services//seo` another route: both get
    // the path with single slashes.
    if (url?.pathname.includes('//')) {
      redirect(res, `${url.pathname.replace(/\/{2,}/g, '/')}${url.search}`);
      return;
    }
    const pathname = decodePath(url?.pathname);
    if (url && pathname !== undefined && !isHostOnly(pathname)) {
      const found = await findFile(base, pathname);
      if (found) {
        await sendFound(req, res, found, cacheControlFor(pathname, found.file));
        return;
      }
      const canonical = await canonicalPath(base, url.pathname);
      if (canonical !== undefined) {
        redirect(res, `${canonical}${url.search}`);
        return;
      }
    }
    await sendNotFound(req, res, pathname);
  };

  const sendNotFound = async (req: IncomingMessage, res: ServerResponse, pathname?: string) => {
    const prefix = Object.keys(notFoundPagesByPrefix).find(
      (candidate) => pathname !== undefined && isOneSegmentUnder(candidate, pathname),
    );
    const page = await fileInfo(
      path.join(base, prefix ? notFoundPagesByPrefix[prefix]! : notFoundPage),
    );
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...BASE_SECURITY_HEADERS });
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    await setHeaders(res, page, 'no-cache');
    const compressed = await compressedBody(req, page);
    const body = compressed?.body ?? (await readFile(page.file));
    res.writeHead(404, {
      ...(compressed ? { 'Content-Encoding': compressed.coding } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendFound = async (
    req: IncomingMessage,
    res: ServerResponse,
    info: FileInfo,
    cacheControl: string,
  ) => {
    await setHeaders(res, info, cacheControl);
    const etag = etagOf(info);
    if (isFresh(req, etag, info.mtime)) {
      res.writeHead(304, { ETag: etag });
      res.end();
      return;
    }
    const compressed = await compressedBody(req, info);
    if (compressed) {
      res.writeHead(200, {
        ETag: etag,
        'Last-Modified': info.mtime.toUTCString(),
        'Content-Encoding': compressed.coding,
        'Content-Length': compressed.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : compressed.body);
      return;
    }
    // sirv sends the file found, named exactly; the site's own headers set above stay.
    req.url = encodeURI(`/${path.relative(base, info.file).split(path.sep).join('/')}`);
    sendWithSirv(req, res, () => void sendNotFound(req, res).catch(failed(res)));
  };

  /** Headers of the file's answer; sirv keeps those it would otherwise set itself. */
  const setHeaders = async (res: ServerResponse, info: FileInfo, cacheControl: string) => {
    const contentType = contentTypeFor(path.extname(info.file));
    const headers = {
      'Content-Type': contentType,
      'Cache-Control': cacheControl,
      ...(isCompressible(contentType) ? { Vary: 'Accept-Encoding' } : {}),
      ...BASE_SECURITY_HEADERS,
      ...(headersFor ? await headersFor(info.file, contentType) : {}),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  /** The file compressed when it is text worth compressing and the client takes br or gzip. */
  const compressedBody = async (req: IncomingMessage, info: FileInfo) => {
    const compressible = isCompressible(contentTypeFor(path.extname(info.file)));
    // Brotli when the client takes it (every browser), else gzip, else none.
    const coding =
      compressible && info.size >= COMPRESS_MIN_BYTES ? preferredCoding(req, CODINGS) : undefined;
    if (!coding) return undefined;
    const version = etagOf(info);
    const key = `${coding} ${info.file}`;
    let cached = compressedCache.get(key);
    if (cached?.version !== version) {
      const body = readFile(info.file).then(COMPRESS[coding]);
      // A failed read (a rebuild under way) is tried again by the next request.
      body.catch(() => compressedCache.get(key)?.body === body && compressedCache.delete(key));
      cached = { version, body };
      compressedCache.set(key, cached);
    }
    return { coding, body: await cached.body };
  };

  return (req, res, next) => {
    serve(req, res, next).catch(failed(res));
  };
}

const failed = (res: ServerResponse) => (error: unknown) => sendInternalError(res, error);

/** The entity tag sirv gives the file, so either may answer a revalidation. */
function etagOf({ size, mtime }: FileInfo): string {
  return `W/"${size}-${mtime.getTime()}"`;
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
 * Files for a static host, not for visitors: `_headers` and `_redirects`, anything named `__…`
 * and the nested 404 pages, which are only the not-found answer of their section.
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
 * The decoded path, or undefined for one that could leave the root or reach hidden files, and
 * for an encoded slash or backslash: `/services%2Fseo` is one segment to the router.
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
 */
async function canonicalPath(base: string, pathname: string): Promise<string | undefined> {
  const target = pathname.replace(/(\/index)?\.html$|\/+$/, '') || '/';
  const decoded = decodePath(target);
  if (target === pathname || decoded === undefined || isHostOnly(decoded)) return undefined;
  const page = await findFile(base, decoded);
  return page && path.extname(page.file) === '.html' ? target : undefined;
}

/** Cached for an hour only: a rebuild may turn the old address into a page again. */
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
