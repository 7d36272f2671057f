// What keeps `npm start`'s local services answering when a request is hostile or careless:
// queries that are slow to parse or to wait for, bodies from other sites, and the headers and
// caching rules every answer carries.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStaticHandler } from '../../server/static.ts';
import { startLocalServer, type LocalServer } from '../../server/vite-plugin.ts';

const QUERY_PATH = '/v2025-05-15/data/query/production';
const documents = Array.from({ length: 30 }, (_, index) => ({
  _id: `service-${index}`,
  _type: 'service',
  title: `Service ${index}`,
}));
/** Nested `*[]` over 30 documents: 30^5 projections, far past the deadline. */
const SLOW_QUERY = 'count(*[]{"a": *[]{"b": *[]{"c": *[]{"d": *[]{_id}}}}})';
/** groq-js needs seconds to parse this (its parser is worse than linear in such lists). */
const SLOW_TO_PARSE = `[${Array.from({ length: 40_000 }, () => '1').join(',')}]`;

let folder: string;
let local: LocalServer;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'limits-'));
  const root = path.join(folder, 'client');
  const files: Record<string, string> = {
    'about.html': '<!doctype html><title>About</title>',
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
    lake: { projectId: 'local-seed', dataset: 'production', documents, queryTimeoutMs: 2000 },
    contact: { file: path.join(folder, 'enquiries.ndjson') },
    fallback: createStaticHandler({ root }),
  });
});

afterAll(async () => {
  await local.close();
  await rm(folder, { recursive: true, force: true });
});

const query = (groq: string) =>
  fetch(`${local.url}${QUERY_PATH}?query=${encodeURIComponent(groq)}`);
const postQuery = (groq: string, contentType = 'application/json') =>
  fetch(`${local.url}${QUERY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: JSON.stringify({ query: groq }),
  });

describe('the content lake under load', () => {
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

  it('answers 503 at once when too many queries already wait behind a slow one', async () => {
    const slow = query(SLOW_QUERY);
    const waiting = Array.from({ length: 55 }, () => query('count(*)'));
    const answers = await Promise.all(waiting);
    const busy = answers.filter((answer) => answer.status === 503);

    expect(busy).toHaveLength(5);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(await busy[0]!.json()).toMatchObject({ error: { type: 'serviceUnavailableError' } });
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(50);
    expect((await slow).status).toBe(504);
  });

  it('refuses a POSTed query that is not declared JSON, as a page on another site would send it', async () => {
    const answer = await postQuery('count(*)', 'text/plain');

    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({
      error: { description: 'Content-Type must be application/json.' },
    });
  });
});

describe('every answer of the local services', () => {
  it.each([
    ['a query result', () => query('count(*)')],
    ['a HEAD query', () => fetch(`${local.url}${QUERY_PATH}?query=count(*)`, { method: 'HEAD' })],
    ['a query error', () => query('*[')],
    ['an enquiry refused', () => fetch(`${local.url}/v1/contact`, { method: 'POST' })],
  ])('carries the shared security headers: %s', async (_name, send) => {
    const answer = await send();

    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
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
