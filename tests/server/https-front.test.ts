// The benchmark's HTTPS front (`npm run bench`): over real HTTP/2 with TLS it passes
// each request to the plain HTTP origin unchanged and answers with the origin's response.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startHttpsFront } from '../../scripts/https-front.ts';

let origin: http.Server;
let front: Awaited<ReturnType<typeof startHttpsFront>>;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      // Connection is an HTTP/1.1 header that HTTP/2 forbids: the front must drop it.
      res.writeHead(201, { 'Content-Type': 'text/plain', 'X-Origin': 'yes', Connection: 'close' });
      res.end(`${req.method} ${req.url} ${req.headers['content-type']} ${body}`);
    });
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const { port } = origin.address() as AddressInfo;
  front = await startHttpsFront(`http://127.0.0.1:${port}`);
});

afterAll(() => {
  front?.stop();
  origin?.close();
});

function requestOverHttp2(
  headers: http2.OutgoingHttpHeaders,
  body: string,
): Promise<{ headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const client = http2.connect(front.url, { rejectUnauthorized: false });
    client.on('error', reject);
    const stream = client.request(headers);
    let answer = '';
    let answerHeaders: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    stream.on('end', () => {
      client.close();
      resolve({ headers: answerHeaders, body: answer });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTPS front', () => {
  it('passes an HTTP/2 request through and returns the origin answer', async () => {
    const { headers, body } = await requestOverHttp2(
      { ':method': 'POST', ':path': '/v1/contact?from=bench', 'content-type': 'application/json' },
      '{"name":"Asha"}',
    );

    expect(headers[':status']).toBe(201);
    expect(headers['x-origin']).toBe('yes');
    expect(headers.connection).toBeUndefined();
    expect(body).toBe('POST /v1/contact?from=bench application/json {"name":"Asha"}');
  });
});
