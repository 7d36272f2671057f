// `npm run bench`: an HTTP/2 front, as a CDN serves the site, before a plain HTTP
// origin. Its certificate is a throwaway self-signed one made by `openssl`, so Chromium must run
// with --ignore-certificate-errors; benchmark only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113, 8.2.2); the origin's HTTP/1.1 answers carry them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** A header set without HTTP/2 pseudo-headers and connection headers. */
function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) kept[name] = value;
  }
  return kept;
}

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** Made once per process and shared by every front (and the Studio tests' API stand-in). */
export function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  certificate ??= makeSelfSignedCertificate();
  return certificate;
}

function makeSelfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } catch (error) {
    throw new Error(
      `A local HTTPS server needs openssl to make a throwaway certificate (${(error as Error).message}).`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on a free port of 127.0.0.1 for the origin at `originUrl`. */
export async function startHttpsFront(
  originUrl: string,
): Promise<{ url: string; stop: () => void }> {
  const origin = new URL(originUrl);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers = { ...forwardable(req.headers), host: origin.host };
      const upstream = http.request(
        {
          host: origin.hostname,
          port: origin.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`Origin unreachable: ${error.message}`);
      });
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}
