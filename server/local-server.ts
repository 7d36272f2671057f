// One plain Node http server carrying the local services (and optionally the built site). Used
// by `npm start`, by the Vite build for pre-rendering, and by tests that want the real thing
// over real HTTP.

import type http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ServerConfig } from './config.ts';
import { createContactStandIn, type ContactStandInOptions } from './contact-stand-in.ts';
import { createContentLake, type ContentLake, type ContentLakeOptions } from './content-lake.ts';
import { chain, createHttpServer, sendJson, type Handler } from './http.ts';

export interface LocalServerOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1, so nothing is exposed beyond this machine unless asked. */
  host?: string;
  /** The content lake's options; false or unset leaves it out. */
  lake?: ContentLakeOptions | false;
  /** The contact stand-in's options; false or unset leaves it out. */
  contact?: ContactStandInOptions | false;
  /** Runs after the services, for everything they do not own (e.g. the static site). */
  fallback?: Handler;
}

export interface LocalServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:4173. */
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** A service's handler; those holding resources (the lake's query worker) can be closed. */
export type ServiceHandler = Handler & { close?: () => Promise<void> };

/** The handlers the configuration asks for: the lake without a Sanity project, the stand-in
 * without an external contact API. */
export function localServiceHandlers(config: ServerConfig): ServiceHandler[] {
  const handlers: ServiceHandler[] = [];
  if (config.useLocalLake) {
    handlers.push(
      createContentLake({
        projectId: config.lakeProjectId,
        dataset: config.sanityDataset,
        datasetPath: config.seedDataset,
        previewToken: config.sanityReadToken,
      }),
    );
  }
  if (config.useContactStandIn) {
    handlers.push(createContactStandIn({ file: config.enquiriesFile }));
  }
  return handlers;
}

/** Starts an http server with the given services; resolves once it is listening. */
export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  const { port = 0, host = '127.0.0.1', lake, contact, fallback } = options;
  const handlers: Handler[] = [];
  const contentLake: ContentLake | undefined = lake ? createContentLake(lake) : undefined;
  if (contentLake) handlers.push(contentLake);
  if (contact) handlers.push(createContactStandIn(contact));
  if (fallback) handlers.push(fallback);
  const handle = chain(handlers, (_req, res) => sendJson(res, 404, { message: 'Not found.' }));

  const server = createHttpServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address() as AddressInfo;
  return {
    url: `http://${displayHost(host)}:${address.port}`,
    server,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeIdleConnections();
      });
      // After the server, so the requests it let finish still had their queries answered.
      await contentLake?.close();
    },
  };
}

/** The host to put in a URL a person can open: wildcard addresses become 127.0.0.1. */
export function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
