// The Studio and the preview, offline. The built Studio (studio/dist) is served on 127.0.0.1,
// the preview server (the site's build with its draft endpoint) beside it, and a browser
// context's calls to Sanity's API are answered here: stubs for the account, project and
// dataset, and the local lake for content.
import http from 'node:http';
import http2 from 'node:http2';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';

import type { BrowserContext, BrowserContextOptions, Route } from '@playwright/test';
import sirv from 'sirv';

import { selfSignedCertificate } from '../../scripts/https-front';
import { DEFAULT_HOST, DEFAULT_PORT, loadConfig, PROJECT_ROOT } from '../../server/config';
import { createContentLake, type LakeDocument } from '../../server/content-lake';
import { chain, createHttpServer, sendJson } from '../../server/http';
import { createPreviewHandler } from '../../server/preview';
import { securityHeadersFor } from '../../server/security-headers';
import { createStaticHandler } from '../../server/static';

/** The preview address the Studio is built with when SANITY_STUDIO_PREVIEW_URL is unset. */
export const STUDIO_PREVIEW_ORIGIN = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

const STUDIO_BUILD = path.join(PROJECT_ROOT, 'studio/dist');
const SITE_BUILD = path.join(PROJECT_ROOT, 'build/client');
const READ_TOKEN = 'presentation-test-token';
const SEEDED_AT = '2026-01-01T00:00:00Z';

const USER = {
  id: 'p-editor',
  name: 'Test Editor',
  email: 'editor@example.com',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};

export interface PresentationServers {
  studioUrl: string;
  /** Where the preview server really listens; the browser reaches it as STUDIO_PREVIEW_ORIGIN. */
  previewUrl: string;
  /** The lake answering the Studio's own queries. */
  studioApiUrl: string;
  /** For the Studio's browser context: its proxy reaches the listener stand-in. */
  contextOptions: BrowserContextOptions;
  close(): Promise<void>;
}

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: http.Server) {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Lets the Studio's page, signed in, read Sanity's API stand-ins. */
const corsFor = (studioUrl: string) => ({
  'Access-Control-Allow-Origin': studioUrl,
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
});

const API_HOST = /^[\w-]+\.api(cdn)?\.sanity\.io:443$/;

/**
 * Sanity's listener: a stream that says "welcome" and stays open. A route handler can only
 * answer with a whole body, and a listener whose stream ends reconnects, which leaves the form
 * read-only; so a proxy tunnels the API's host to this server, which holds each stream open.
 */
async function startListenerStandIn(studioUrl: string) {
  const sockets = new Set<Duplex>();
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  // HTTP/2, so the many open streams share one connection instead of waiting for one of six.
  const listener = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  listener.on('request', (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const cors = corsFor(studioUrl);
    if (!/\/data\/listen\/|\/live\/events/.test(req.url ?? '')) {
      res.writeHead(404, cors).end();
      return;
    }
    res.writeHead(200, {
      ...cors,
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache',
    });
    res.write('event: welcome\ndata: {"listenerName":"offline"}\n\n');
    // A comment now and then, as Sanity's API sends: a silent stream is taken for a dead one.
    const keepAlive = setInterval(() => res.write(':\n\n'), 10_000);
    res.on('close', () => clearInterval(keepAlive));
  });
  listener.on('connection', track);
  const listenerPort = new URL(await listen(listener)).port;
  const proxy = http.createServer((_req, res) => res.writeHead(405).end());
  proxy.on('connect', (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    if (!API_HOST.test(req.url ?? '')) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = net.connect(Number(listenerPort), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    track(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const proxyUrl = await listen(proxy);
  return {
    proxyUrl,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        close(proxy),
        new Promise<void>((resolve) => listener.close(() => resolve())),
      ]);
    },
  };
}

/** Starts the Studio and the preview server over `documents` (drafts included). */
export async function startPresentationServers(
  documents: LakeDocument[],
): Promise<PresentationServers> {
  const config = loadConfig();
  const studio = http.createServer(sirv(STUDIO_BUILD, { single: true, dev: true }));
  const studioUrl = await listen(studio);

  // Content Lake gives every document these; the Studio's form reads them.
  const stored = documents.map((doc) => ({
    _createdAt: SEEDED_AT,
    _updatedAt: SEEDED_AT,
    _rev: 'seed',
    ...doc,
  }));
  const lakeOptions = {
    projectId: config.lakeProjectId,
    dataset: config.sanityDataset,
    documents: stored,
    imagesDir: path.join(PROJECT_ROOT, 'seed/images'),
    previewToken: READ_TOKEN,
  };
  const lake = createContentLake(lakeOptions);
  // The Studio's many queries get a lake of their own, so they never hold up the preview's.
  const studioLake = createContentLake(lakeOptions);
  const studioApi = http.createServer((req, res) => studioLake(req, res));
  studioApi.keepAliveTimeout = 60_000;
  const studioApiUrl = await listen(studioApi);
  const preview = createHttpServer(
    chain(
      [
        createPreviewHandler({ sanityProjectId: null, sanityReadToken: READ_TOKEN }),
        lake,
        createStaticHandler({
          root: SITE_BUILD,
          headersFor: securityHeadersFor({ ...config, previewStudioOrigin: studioUrl }),
          notFoundPagesByPrefix: {
            '/services/': 'services/404.html',
            '/case-studies/': 'case-studies/404.html',
          },
        }),
      ],
      (_req, res) => sendJson(res, 404, { message: 'Not found.' }),
    ),
  );
  preview.keepAliveTimeout = 60_000;
  const previewUrl = await listen(preview);
  const listener = await startListenerStandIn(studioUrl);
  return {
    studioUrl,
    previewUrl,
    studioApiUrl,
    contextOptions: {
      proxy: { server: listener.proxyUrl, bypass: '127.0.0.1' },
      ignoreHTTPSErrors: true,
    },
    close: async () => {
      await Promise.all([close(studio), close(preview), close(studioApi), listener.close()]);
      await Promise.all([lake.close(), studioLake.close()]);
    },
  };
}

/** Answers the browser's requests to the preview address from the preview server. */
async function forwardTo(route: Route, origin: string, headers: Record<string, string> = {}) {
  const url = new URL(route.request().url());
  const { host: _host, ...sent } = route.request().headers();
  const request = () =>
    route.fetch({
      url: `${origin}${url.pathname}${url.search}`,
      headers: { ...sent, ...headers },
      maxRedirects: 0,
    });
  // A kept-alive connection the server has just closed fails once; a new one then works.
  const response = await request().catch(request);
  await route.fulfill({ response });
}

/**
 * Wires `context` to the servers: the preview address goes to the preview server, Sanity's API
 * to stubs and the lake (with the read token, as a signed-in editor sees drafts), images to
 * the lake's image paths.
 */
export async function routeSanity(
  context: BrowserContext,
  { studioUrl, previewUrl, studioApiUrl }: PresentationServers,
) {
  const config = loadConfig();
  const projectId = config.lakeProjectId;
  const dataset = config.sanityDataset;
  const cors = corsFor(studioUrl);
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, json: body, headers: cors });

  // A request still open when the servers stop is dropped, not reported as the next test's error.
  const dropOnFailure = (answer: (route: Route) => Promise<unknown>) => (route: Route) =>
    answer(route).catch(() => route.abort().catch(() => undefined));

  await context.route(
    `${STUDIO_PREVIEW_ORIGIN}/**`,
    dropOnFailure((route) => forwardTo(route, previewUrl)),
  );
  await context.route(
    /^https:\/\/cdn\.sanity\.io\/images\//,
    dropOnFailure((route) => forwardTo(route, previewUrl)),
  );
  await context.route(/sanity-cdn\.com/, (route) => route.fulfill({ status: 404 }));
  await context.route(
    /^https:\/\/[\w-]+\.api(cdn)?\.sanity\.io\//,
    dropOnFailure(async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const url = new URL(request.url());
      const apiPath = url.pathname.replace(/^\/v(\d{4}-\d{2}-\d{2}|1|X)/, '');
      const version = /^\/v[^/]+/.exec(url.pathname)?.[0] ?? '/v2025-05-15';
      if (apiPath.startsWith('/data/query/')) {
        const { host: _host, ...sent } = request.headers();
        const response = await route.fetch({
          url: `${studioApiUrl}${version === '/v1' ? '/v2025-05-15' : version}${apiPath}${url.search}`,
          headers: { ...sent, authorization: `Bearer ${READ_TOKEN}` },
        });
        return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
      }
      if (apiPath.startsWith('/data/doc/')) {
        const ids = decodeURIComponent(apiPath.split('/')[4] ?? '').split(',');
        const query = new URLSearchParams({ query: '*[_id in $ids]', $ids: JSON.stringify(ids) });
        const response = await fetch(
          `${studioApiUrl}/v2025-05-15/data/query/${dataset}?${query}&perspective=raw`,
          { headers: { authorization: `Bearer ${READ_TOKEN}` } },
        );
        const { result } = (await response.json()) as { result: { _id: string }[] };
        const found = new Set(result.map((doc) => doc._id));
        return json(route, {
          documents: result,
          omitted: ids.filter((id) => !found.has(id)).map((id) => ({ id, reason: 'existence' })),
        });
      }
      // On to the listener stand-in, through the context's proxy.
      if (apiPath.startsWith('/data/listen/') || apiPath.includes('/live/events')) {
        return route.continue();
      }
      if (apiPath.startsWith('/data/history/')) {
        return apiPath.includes('/events/')
          ? json(route, { events: {}, nextCursor: '' })
          : route.fulfill({ status: 200, headers: cors, body: '' });
      }
      if (apiPath.startsWith('/users/me/keyvalue')) return json(route, []);
      if (apiPath === '/users/me') return json(route, USER);
      if (/^\/(check\/cors|data\/ping|journey|intake)\b/.test(apiPath)) return json(route, {});
      if (apiPath === '/features') return json(route, []);
      if (apiPath === '/ping') return json(route, { message: 'PONG' });
      if (apiPath === `/projects/${projectId}`) {
        return json(route, {
          id: projectId,
          displayName: 'Agency website',
          studioHost: null,
          metadata: {},
          features: [],
          members: [{ id: USER.id, role: 'administrator', roles: USER.roles, isCurrentUser: true }],
        });
      }
      if (apiPath === `/projects/${projectId}/datasets`) {
        return json(route, [{ name: dataset, aclMode: 'public' }]);
      }
      if (apiPath === `/projects/${projectId}/datasets/${dataset}/acl`) {
        return json(route, [
          { filter: '_id in path("**")', permissions: ['read', 'update', 'create', 'history'] },
        ]);
      }
      if (apiPath === `/projects/${projectId}/features`) return json(route, []);
      if (apiPath.startsWith(`/projects/${projectId}/users`)) return json(route, [USER]);
      return json(route, { message: 'Not stubbed offline' }, 404);
    }),
  );
}
