// Mounts the local services in Vite: as middleware of the dev and preview servers (one origin,
// no CORS), and during `vite build` as a private http server, because React Router pre-renders
// inside the build process and its loaders fetch content over HTTP with @sanity/client.

import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Connect, HttpServer, Plugin } from 'vite';

import { loadConfig, type ServerConfig } from './config.ts';
import { localServiceHandlers } from './local-server.ts';
import { chain, sendJson } from './http.ts';

export { startLocalServer, type LocalServer, type LocalServerOptions } from './local-server.ts';

/** The variable build-time code reads to find the lake, e.g. `http://127.0.0.1:41234`. */
export const LOCAL_CONTENT_LAKE_URL_ENV = 'LOCAL_CONTENT_LAKE_URL';

export interface LocalServicesOptions {
  /** Defaults to `loadConfig()` (the process environment). */
  config?: ServerConfig;
}

export function localServices(options: LocalServicesOptions = {}): Plugin {
  let config = options.config;
  const getConfig = () => (config ??= loadConfig());

  const mount = (server: { middlewares: Connect.Server; httpServer: HttpServer | null }) => {
    const handlers = localServiceHandlers(getConfig());
    for (const handler of handlers) server.middlewares.use(handler);
    // A dev server restarted on a config change mounts fresh handlers: the old lake's query
    // worker goes with the old server.
    server.httpServer?.once('close', () => {
      for (const handler of handlers) void handler.close?.();
    });
  };

  return {
    name: 'agency:local-services',
    configResolved() {
      // Read now so a bad environment stops the build or server with its message up front.
      getConfig();
    },
    configureServer(server) {
      mount(server);
    },
    configurePreviewServer(server) {
      mount(server);
    },
    async buildStart() {
      // Both the build's pre-rendering and the dev server's loaders run in this Node process
      // and read content over HTTP; the browser reaches the middleware on its own origin.
      if (!getConfig().useLocalLake) return;
      process.env[LOCAL_CONTENT_LAKE_URL_ENV] = await startBuildLake(getConfig());
    },
  };
}

// React Router builds several environments in one process and each calls buildStart; they
// all share one server per configuration.
const buildLakes = new WeakMap<ServerConfig, Promise<string>>();

function startBuildLake(config: ServerConfig): Promise<string> {
  const running = buildLakes.get(config);
  if (running) return running;
  const started = new Promise<string>((resolve, reject) => {
    const handle = chain(localServiceHandlers(config), (_req, res) =>
      sendJson(res, 404, { message: 'Not found.' }),
    );
    const server = http.createServer((req, res) => handle(req, res));
    // Neither the server nor its keep-alive sockets may keep the finished build alive.
    server.on('connection', (socket) => socket.unref());
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  }).catch((error: unknown) => {
    buildLakes.delete(config);
    throw error;
  });
  buildLakes.set(config, started);
  return started;
}
