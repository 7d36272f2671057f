// What keeps `npm start`'s local services answering when a request is hostile or careless:
// queries that are slow to parse or to wait for, bodies from other sites, and the headers and
// caching rules every answer carries.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MAX_QUERIES_PER_CLIENT } from '../../server/lake/query-runner.ts';
import { HEADER_ONLY_CSP } from '../../server/security-headers.ts';
import { LOCAL_PROJECT_ID } from '../../web/lib/local-project.ts';
import { createStaticHandler } from '../../server/static.ts';
import { startLocalServer, type LocalServer } from '../../server/vite-plugin.ts';

const QUERY_PATH = '/v2025-05-15/data/query/production';
const documents = Array.from({ length: 30 }, (_, index) => ({
  _id: `service-${index}`,
  _type: 'service',
  title: `Service ${index}`,
}));
/** groq-js needs seconds to parse this (its parser is worse than linear in such lists). */
const SLOW_TO_PARSE = `[${Array.from({ length: 40_000 }, () => '1').join(',')}]`;

let folder: string;
let local: LocalServer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'limits-'));
  const root = path.join(folder, 'client');
  const files: Record<string, string> = {
    'about.html': '<!doctype html><title>About</title>',
    'robots.txt': 'User-agent: *\n',
    '404.html': '<!doctype html><title>Page Not Found</title>',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/services/*  /services/404.html  404\n',
    '__spa-fallback.html': '<!doctype html><title>SPA</title>',
    'services/404.html': '<!doctype html><title>Service not found</title>',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  // A deadline long enough that every request of a test has arrived while the slow query runs,
  // and the queued ones are answered in the fresh worker, even on a busy machine.
  local = await startLocalServer({
    lake: { projectId: LOCAL_PROJECT_ID, dataset: 'production', documents, queryTimeoutMs: 2000 },
    contact: { file: enquiriesFile() },
    fallback: createStaticHandler({ root }),
  });
});

afterAll(async () => {
  await local.close();
  await rm(folder, { recursive: true, force: true });
});

const enquiriesFile = () => path.join(folder, 'enquiries.ndjson');

/** Writes `request` on a raw connection (fetch would refuse it) and reads until the server closes it. */
function rawExchange(request: string): Promise<string> {
  const { port } = new URL(local.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Starts a POST with part of its body, hangs up, and resolves, with the server's response
 * object, once the server has seen the request close and whatever it does about it has run.
 */
async function hangUpMidBody(target: string, partialBody: string): Promise<ServerResponse> {
  const { port } = new URL(local.url);
  const arrived = new Promise<[IncomingMessage, ServerResponse]>((resolve) =>
    local.server.once('request', (req, res) => resolve([req, res])),
  );
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${partialBody.length + 100}\r\n\r\n${partialBody}`,
  );
  const [request, response] = await arrived;
  const closed = new Promise<void>((resolve) => request.once('close', () => setImmediate(resolve)));
  socket.destroy();
  await closed;
  return response;
}

/** A query sent from `localAddress`, one of the loopback addresses, as another client would. */
function queryFrom(
  base: string,
  localAddress: string,
  groq: string,
  signal?: AbortSignal,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = `${base}${QUERY_PATH}?query=${encodeURIComponent(groq)}`;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress, signal, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const query = (groq: string) =>
  fetch(`${local.url}${QUERY_PATH}?query=${encodeURIComponent(groq)}`);
const postQuery = (groq: string, contentType = 'application/json') =>
  fetch(`${local.url}${QUERY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: JSON.stringify({ query: groq }),
  });

// Each stopped query costs a fresh worker, whose start-up a busy machine can make slow.
describe('the content lake under load', { timeout: 30_000 }, () => {
  it('parses a query in the worker, so a slow parse holds up neither pages nor the server', async () => {
    const finished: string[] = [];
    const slow = postQuery(SLOW_TO_PARSE).then((response) => {
      finished.push('slow query');
      return response;
    });
    const page = fetch(`${local.url}/about`).then((response) => {
      finished.push('page');
      return response;
    });

    expect((await page).status).toBe(200);
    const answer = await slow;
    expect(answer.status).toBe(504);
    expect(finished).toEqual(['page', 'slow query']);
    // The worker that was stopped is replaced: the next query is answered.
    expect(await (await query('count(*)')).json()).toMatchObject({ result: 30 });
  });

  it('still answers parse errors and missing parameters from the worker', async () => {
    const syntax = await query('*[_type ==');
    expect(syntax.status).toBe(400);
    expect(await syntax.json()).toMatchObject({ error: { type: 'queryParseError' } });

    const missing = await query('*[_id == $id][0]');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { description: 'param $id referenced, but not provided', start: 9, end: 12 },
    });
  });

  it('gives each address its share: a flood waits behind its own queries, not in front of others', async () => {
    // A fresh lake: its worker is still starting when every query below has arrived.
    const lake = await startLocalServer({
      lake: { projectId: 'local-seed', dataset: 'production', documents },
    });
    try {
      let floodAnswered = 0;
      const flood = Array.from({ length: MAX_QUERIES_PER_CLIENT + 4 }, (_, n) =>
        queryFrom(lake.url, '127.0.0.2', `count(*[]{"a": *[]{_id}}) + ${n}`).then((answer) => {
          if (answer.status === 200) floodAnswered += 1;
          return answer;
        }),
      );

      const other = await queryFrom(lake.url, '127.0.0.3', 'count(*)');

      expect(other.status).toBe(200);
      expect(JSON.parse(other.body)).toMatchObject({ result: 30 });
      expect(floodAnswered).toBeLessThan(MAX_QUERIES_PER_CLIENT);
      // What the address sent beyond its share was refused at once, the rest answered.
      const answers = await Promise.all(flood);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(
        MAX_QUERIES_PER_CLIENT,
      );
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(4);
      expect(refused[0]!.headers['retry-after']).toBe('1');
      expect(JSON.parse(refused[0]!.body)).toEqual({
        error: {
          description: `Too many queries from your address are waiting (at most ${MAX_QUERIES_PER_CLIENT}). Wait for their answers, then try again.`,
          type: 'rateLimitedError',
        },
      });
    } finally {
      await lake.close();
    }
  });

  it('refuses a POSTed query that is not declared JSON, as a page on another site would send it', async () => {
    const answer = await postQuery('count(*)', 'text/plain');

    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({
      error: { description: 'Content-Type must be application/json.' },
    });
  });
});

describe('a client that hangs up in the middle of its upload', () => {
  it.each([
    ['an enquiry', '/v1/contact', '{"fullName":"Asha Verma","email":"asha@'],
    ['a query', QUERY_PATH, '{"query":"count(*'],
  ])('is no error: %s is neither logged nor answered nor saved', async (_name, target, body) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await hangUpMidBody(target, body);

      expect(errors).not.toHaveBeenCalled();
      expect(response.headersSent).toBe(false);
      expect(existsSync(enquiriesFile())).toBe(false);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('every answer of the local services', () => {
  it.each([
    ['a query result', () => query('count(*)')],
    ['a HEAD query', () => fetch(`${local.url}${QUERY_PATH}?query=count(*)`, { method: 'HEAD' })],
    ['a query error', () => query('*[')],
    ['an enquiry refused', () => fetch(`${local.url}/v1/contact`, { method: 'POST' })],
    ['a file of the site', () => fetch(`${local.url}/robots.txt`)],
    ['a redirect', () => fetch(`${local.url}/about/`, { redirect: 'manual' })],
  ])('carries the shared security headers: %s', async (_name, send) => {
    const answer = await send();

    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    // What the static hosts' _headers sends with every response.
    expect(answer.headers.get('content-security-policy')).toBe(HEADER_ONLY_CSP);
  });

  it.each([
    ['a request line Node cannot parse', 'NOT HTTP AT ALL\r\n\r\n', 400],
    [
      'headers over the size limit',
      `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('carries them when Node itself refuses %s', async (_name, request, status) => {
    const answer = await rawExchange(request);
    const [statusLine, ...headerLines] = answer.split('\r\n\r\n')[0]!.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );

    expect(statusLine).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': HEADER_ONLY_CSP,
      connection: 'close',
    });
  });
});

describe('the static site handler', () => {
  it.each([
    '/_headers',
    '/_redirects',
    '/__spa-fallback.html',
    '/services/404',
    '/services/404.html',
  ])('does not serve %s, which a static host keeps to itself', async (target) => {
    const answer = await fetch(`${local.url}${target}`);

    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Page Not Found');
  });

  it('answers 304 to a list of entity tags holding the current one, and to *', async () => {
    const first = await fetch(`${local.url}/about`);
    const etag = first.headers.get('etag')!;

    for (const ifNoneMatch of [`W/"old", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await fetch(`${local.url}/about`, {
        headers: { 'If-None-Match': ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
    }
    const other = await fetch(`${local.url}/about`, { headers: { 'If-None-Match': 'W/"old"' } });
    expect(other.status).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after the file, and only without If-None-Match', async () => {
    const first = await fetch(`${local.url}/about`);
    const modified = first.headers.get('last-modified')!;

    const since = await fetch(`${local.url}/about`, { headers: { 'If-Modified-Since': modified } });
    expect(since.status).toBe(304);
    const before = new Date(Date.parse(modified) - 60_000).toUTCString();
    const older = await fetch(`${local.url}/about`, { headers: { 'If-Modified-Since': before } });
    expect(older.status).toBe(200);
    const both = await fetch(`${local.url}/about`, {
      headers: { 'If-Modified-Since': modified, 'If-None-Match': 'W/"old"' },
    });
    expect(both.status).toBe(200);
  });
});
