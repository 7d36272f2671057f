// The preview server's draft reads: the site in Presentation asks /preview/v…/data/query/… on its
// own origin, and this adds the read token and the drafts perspective on the server, so the
// token never reaches a browser. Mounted only when PREVIEW_STUDIO_ORIGIN is set (docs/editing.md).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { ServerConfig } from './config.ts';
import {
  readBody,
  requestUrl,
  sendInternalError,
  sendJson,
  sendJsonText,
  type Handler,
} from './http.ts';

/** Where the site's preview client sends its queries (web/lib/sanity-client.ts). */
export const PREVIEW_API_PREFIX = '/preview';

const QUERY_PATH = /^\/preview(\/v[\w-]+\/data\/query\/[\w-]+)$/;
const BODY_LIMIT = 1024 * 1024;

type PreviewConfig = Pick<ServerConfig, 'sanityProjectId' | 'sanityReadToken'>;

/**
 * Answers draft queries. With the local lake, the request goes on to it rewritten (the lake
 * runs later in the same chain); with a real project, it is forwarded to the project's API.
 */
export function createPreviewHandler({ sanityProjectId, sanityReadToken }: PreviewConfig): Handler {
  return (req, res, next) => {
    const url = requestUrl(req);
    const match = url && QUERY_PATH.exec(url.pathname);
    if (!url || !match) {
      next?.();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      sendJson(res, 405, { message: `Method ${req.method} not allowed.` }, { Allow: 'GET, POST' });
      return;
    }
    url.searchParams.set('perspective', 'drafts');
    const target = `${match[1]}?${url.searchParams}`;
    const authorization = `Bearer ${sanityReadToken ?? ''}`;
    if (!sanityProjectId) {
      req.url = target;
      req.headers.authorization = authorization;
      next?.();
      return;
    }
    forward(req, res, `https://${sanityProjectId}.api.sanity.io${target}`, authorization).catch(
      (error: unknown) => sendInternalError(res, error),
    );
  };
}

async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  authorization: string,
) {
  const body =
    req.method === 'POST' ? (await readBody(req, BODY_LIMIT)).toString('utf8') : undefined;
  const answer = await fetch(target, {
    method: req.method,
    headers: { authorization, 'content-type': req.headers['content-type'] ?? 'application/json' },
    body,
  });
  sendJsonText(res, answer.status, await answer.text());
}
