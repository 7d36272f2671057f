// The contact stand-in over real HTTP: what the enquiry form sees, and what lands on disk.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  ENQUIRY_BODY_LIMIT,
  INBOX_FULL_MESSAGE,
  type ContactStandInOptions,
} from '../../server/contact-stand-in.ts';
import { startLocalServer, type LocalServer } from '../../server/vite-plugin.ts';

const goodEnquiry = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  companyName: 'Verma Foods',
  serviceInterested: 'Web Development',
  projectDetails: 'A new online shop with delivery slots.',
};

let folder: string;
let file: string;
let local: LocalServer;

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${local.url}/v1/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedLines(): Promise<Record<string, unknown>[]> {
  if (!existsSync(file)) return [];
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'contact-stand-in-'));
});

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the contact stand-in', () => {
  let run = 0;

  beforeAll(async () => {
    local = await startLocalServer({ contact: { file: path.join(folder, 'unused.ndjson') } });
  });

  afterAll(() => local.close());

  // Each test writes to its own file, in a folder that does not exist yet.
  const useFreshFile = async (options: Partial<ContactStandInOptions> = {}) => {
    run += 1;
    await local.close();
    file = path.join(folder, `run-${run}`, 'enquiries.ndjson');
    local = await startLocalServer({ contact: { file, ...options } });
  };

  it('accepts a good enquiry and appends it as one line', async () => {
    await useFreshFile();

    const response = await post(goodEnquiry);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Thank you! Your message has been sent successfully.',
    });
    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject(goodEnquiry);
    expect(lines[0]?.id).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(String(lines[0]?.receivedAt)))).toBe(false);
  });

  it('keeps the enquiries, personal data, readable by the server user only', async () => {
    await useFreshFile();

    expect((await post(goodEnquiry)).status).toBe(200);

    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('accepts an enquiry without a company name', async () => {
    await useFreshFile();
    const { companyName: _omitted, ...withoutCompany } = goodEnquiry;

    const response = await post(withoutCompany);

    expect(response.status).toBe(200);
    expect((await storedLines())[0]).toMatchObject({ companyName: '' });
  });

  it.each([
    ['invalid JSON', '{"fullName": "Asha"', 400, 'not valid JSON'],
    ['a missing full name', { ...goodEnquiry, fullName: undefined }, 400, 'fullName is required'],
    ['an email of null', { ...goodEnquiry, email: null }, 400, 'email is required'],
    [
      'a blank project description',
      { ...goodEnquiry, projectDetails: '   ' },
      400,
      'projectDetails is required',
    ],
    [
      'no service chosen',
      { ...goodEnquiry, serviceInterested: '' },
      400,
      'serviceInterested is required',
    ],
    [
      'a malformed email',
      { ...goodEnquiry, email: 'asha@' },
      400,
      'email must be a valid email address',
    ],
    [
      'a company name that is not text',
      { ...goodEnquiry, companyName: 42 },
      400,
      'companyName must be a string',
    ],
    ['a JSON array', [goodEnquiry], 400, 'must be a JSON object'],
    ['JSON null', 'null', 400, 'must be a JSON object'],
    ['a JSON string', '"Asha Verma"', 400, 'must be a JSON object'],
    [
      'a full name that is not text',
      { ...goodEnquiry, fullName: ['Asha'] },
      400,
      'fullName must be a string',
    ],
  ])('refuses %s with a message naming the problem', async (_case, body, status, message) => {
    await useFreshFile();

    const response = await post(body);

    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(await storedLines()).toEqual([]);
  });

  it('stores each field without the spaces around it', async () => {
    await useFreshFile();
    const padded = Object.fromEntries(
      Object.entries(goodEnquiry).map(([name, value]) => [name, `  ${value}\n`]),
    );

    expect((await post(padded)).status).toBe(200);

    expect((await storedLines())[0]).toMatchObject(goodEnquiry);
  });

  it('accepts a long enquiry: enquiries have no length limit', async () => {
    await useFreshFile();
    const projectDetails = 'A detailed brief with every requirement. '.repeat(5_000);

    const response = await post({ ...goodEnquiry, projectDetails });

    expect(response.status).toBe(200);
    expect((await storedLines())[0]?.projectDetails).toBe(projectDetails.trim());
  });

  it('refuses a body over 1 MB with 413', async () => {
    await useFreshFile();

    const response = await post({ ...goodEnquiry, projectDetails: 'x'.repeat(1024 * 1024) });

    expect(ENQUIRY_BODY_LIMIT).toBe(1024 * 1024);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('1024 KB');
    expect(await storedLines()).toEqual([]);
  });

  it('refuses a body that is not JSON by content type with 415', async () => {
    await useFreshFile();

    const response = await post(JSON.stringify(goodEnquiry), { 'Content-Type': 'text/plain' });

    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toContain('application/json');
  });

  it.each(['GET', 'OPTIONS', 'PUT'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(`${local.url}/v1/contact`, { method });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('keeps concurrent enquiries on separate, whole lines', async () => {
    await useFreshFile({ maxEnquiriesPerAddress: 20 });

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post({ ...goodEnquiry, fullName: `Person ${i}` })),
    );

    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const names = (await storedLines()).map((line) => line.fullName).sort();
    expect(names).toEqual(Array.from({ length: 20 }, (_, i) => `Person ${i}`).sort());
  });

  it('keeps earlier enquiries when the server restarts on the same file', async () => {
    await useFreshFile();
    expect((await post({ ...goodEnquiry, fullName: 'Before restart' })).status).toBe(200);

    await local.close();
    local = await startLocalServer({ contact: { file } });
    expect((await post({ ...goodEnquiry, fullName: 'After restart' })).status).toBe(200);

    expect((await storedLines()).map((line) => line.fullName)).toEqual([
      'Before restart',
      'After restart',
    ]);
  });

  it('refuses enquiries with a message once the file reaches its cap, keeping what it holds', async () => {
    await useFreshFile();
    await local.close();
    const oneLine =
      JSON.stringify({ id: randomUUID(), receivedAt: new Date().toISOString(), ...goodEnquiry })
        .length + 1;
    local = await startLocalServer({ contact: { file, maxFileBytes: oneLine * 2 + 10 } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await post({ ...goodEnquiry, fullName: 'First' })).status).toBe(200);
      expect((await post({ ...goodEnquiry, fullName: 'Second' })).status).toBe(200);
      const full = await post({ ...goodEnquiry, fullName: 'Third' });
      expect(full.status).toBe(507);
      expect(await full.json()).toEqual({ message: INBOX_FULL_MESSAGE });
      // The operator is told why, in the server's log.
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/has reached its \d+-byte cap/));
    } finally {
      errors.mockRestore();
    }
    expect((await storedLines()).map((line) => line.fullName)).toEqual(['First', 'Second']);
  });

  it('keeps an enquiry accepted after a half-written last line readable', async () => {
    await useFreshFile();
    await local.close();
    const earlier = JSON.stringify({ id: 'earlier', ...goodEnquiry, fullName: 'Earlier' });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${earlier}\n{"id":"torn","fullName":"Cut of`);
    local = await startLocalServer({ contact: { file } });

    expect((await post({ ...goodEnquiry, fullName: 'After the crash' })).status).toBe(200);

    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toMatchObject({ fullName: 'Earlier' });
    expect(lines[1]).toBe('{"id":"torn","fullName":"Cut of');
    expect(JSON.parse(lines[2]!)).toMatchObject({ fullName: 'After the crash' });
  });

  it('asks an address that sends many enquiries to wait, with a message and Retry-After', async () => {
    await useFreshFile();

    const sent = [];
    for (let n = 1; n <= 6; n += 1) sent.push(await post({ ...goodEnquiry, fullName: `Try ${n}` }));

    expect(sent.slice(0, 5).map((response) => response.status)).toEqual(Array(5).fill(200));
    const refused = sent[5]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message:
        'You have sent several enquiries in a short time. Please try again in 10 minutes, or email us.',
    });
    expect(await storedLines()).toHaveLength(5);
  });

  it('asks an address to wait once its enquiries pass 2 MB in an hour', async () => {
    await useFreshFile();
    const long = { ...goodEnquiry, projectDetails: 'x'.repeat(900 * 1024) };

    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await post(long)).status);

    expect(statuses).toEqual([200, 200, 429]);
    expect(await storedLines()).toHaveLength(2);
  });
});
