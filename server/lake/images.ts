// Images on Sanity's CDN path, as @sanity/image-url builds it. They are sent as stored: the
// seed's artwork is SVG, which the browser scales to whatever size the page asks for, so the
// resizing parameters (w, h, fit, fm, q, auto) are accepted and ignored.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { contentTypeFor } from '../content-types.ts';
import { IMMUTABLE_CACHE, preferredCoding } from '../http.ts';
import { BASE_SECURITY_HEADERS } from '../security-headers.ts';
import { sendSanityError, sendMethodNotAllowed } from './errors.ts';
import type { DocumentStore } from './store.ts';
import { isRecord } from './types.ts';

/** `/images/{projectId}/{dataset}/{assetHash}-{w}x{h}.{ext}`, optionally with a file name. */
export const IMAGE_PATH =
  /^\/images\/([^/]+)\/([^/]+)\/([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)(?:\/[^/]*)?$/;

export async function sendImage(
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpExecArray,
  store: DocumentStore,
  imagesDir: string,
) {
  const [, , , assetHash, width, height, extension = ''] = match;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendMethodNotAllowed(res, req.method, 'GET, HEAD');
    return;
  }
  const notFound = () => sendSanityError(res, 404, 'Image not found', 'httpNotFound');

  const documentId = `image-${assetHash}-${width}x${height}-${extension}`;
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
  const etag = `"${assetHash}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeFor(`.${extension}`),
    'Cache-Control': IMMUTABLE_CACHE,
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
    ...BASE_SECURITY_HEADERS,
    // An SVG opened on its own must not run script on this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  // SVG is text: compress it when the browser accepts gzip.
  const acceptsGzip = preferredCoding(req, ['gzip']) === 'gzip';
  const body = extension === 'svg' && acceptsGzip ? gzipSync(content) : content;
  res.writeHead(200, {
    ...headers,
    ...(extension === 'svg' ? { Vary: 'Accept-Encoding' } : {}),
    ...(body !== content ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
