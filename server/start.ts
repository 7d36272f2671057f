// `npm start` after the build: one server on HOST:PORT with the local content lake and the
// contact stand-in (when configured so) in front of the pre-rendered site in build/client.

import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import {
  BAKED_CONFIG_FILE,
  ConfigError,
  PROJECT_ROOT,
  bakedConfigMismatches,
  loadConfig,
  type BakedConfig,
  type ServerConfig,
} from './config.ts';
import { chain, createHttpServer, sendJson } from './http.ts';
import { displayHost, localServiceHandlers } from './local-server.ts';
import { createPreviewHandler } from './preview.ts';
import { securityHeadersFor } from './security-headers.ts';
import { createStaticHandler } from './static.ts';

const BUILD = path.join(PROJECT_ROOT, 'build');
const CLIENT_BUILD = path.join(BUILD, 'client');

async function main() {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!existsSync(path.join(CLIENT_BUILD, 'index.html'))) {
    console.error(`No build found in ${CLIENT_BUILD}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  // The browser code reads the CMS and posts enquiries where the build told it to; serving
  // it with other settings would run the wrong local services and send the wrong CSP.
  const bakedFile = path.join(BUILD, BAKED_CONFIG_FILE);
  if (existsSync(bakedFile)) {
    const built = JSON.parse(readFileSync(bakedFile, 'utf8')) as BakedConfig;
    const mismatches = bakedConfigMismatches(built, config);
    if (mismatches.length > 0) {
      console.error(
        `The build in ${BUILD} was made with other settings than this environment:\n` +
          mismatches.map((line) => `  - ${line}`).join('\n') +
          '\nRun `npm start` to rebuild with these settings, or set them as they were.',
      );
      process.exit(1);
    }
  }

  const handle = chain(
    [
      // Before the lake: it hands draft queries on to it with the token added.
      ...(config.previewStudioOrigin ? [createPreviewHandler(config)] : []),
      ...localServiceHandlers(config),
      createStaticHandler({
        root: CLIENT_BUILD,
        headersFor: securityHeadersFor(config),
        notFoundPagesByPrefix: {
          '/services/': 'services/404.html',
          '/case-studies/': 'case-studies/404.html',
        },
      }),
    ],
    // What no handler answered: another method on a page (405, as a static host answers), or
    // a path outside the site. sendJson adds the shared security headers, as to every answer.
    (req, res) =>
      req.method === 'GET' || req.method === 'HEAD'
        ? sendJson(res, 404, { message: 'Not found.' })
        : sendJson(
            res,
            405,
            { message: `Method ${req.method} not allowed.` },
            { Allow: 'GET, HEAD' },
          ),
  );
  const server = createHttpServer(handle);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is in use. Set PORT to another port.`
        : error.message,
    );
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`Local site ready at http://${displayHost(config.host)}:${port}`);
    if (config.useLocalLake) console.log('Content: local content lake (seed dataset)');
    if (config.useContactStandIn) console.log(`Enquiries: appended to ${config.enquiriesFile}`);
    if (config.previewStudioOrigin) {
      console.log(`Preview: drafts shown, framed by ${config.previewStudioOrigin} only`);
    }
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests still open after a grace period are cut, so Ctrl+C never hangs.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
