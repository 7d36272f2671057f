// A local stand-in for the provider's enquiry API (POST …/v1/contact): it keeps every accepted
// enquiry in an NDJSON file while no external API is configured. A size cap and a per-address
// allowance keep a stand-in reachable from elsewhere from filling the disk or the inbox.

import { randomUUID } from 'node:crypto';
import { mkdir, open, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

import { CONTACT_STAND_IN_PATH } from './config.ts';
import {
  ClientGoneError,
  HttpError,
  readBody,
  requestUrl,
  sendInternalError,
  requireJsonBody,
  sendJson,
  type Handler,
} from './http.ts';

export interface ContactStandInOptions {
  /** The NDJSON file accepted enquiries are appended to; its folder is created when missing. */
  file: string;
  /** Enquiries that would grow the file past this many bytes are refused. Default 50 MB. */
  maxFileBytes?: number;
  /** Enquiries one address may send in ten minutes. Default 5. */
  maxEnquiriesPerAddress?: number;
  /** Bytes of enquiries one address may send in an hour. Default 2 MB. */
  maxBytesPerAddress?: number;
}

export interface Enquiry {
  fullName: string;
  email: string;
  companyName: string;
  serviceInterested: string;
  projectDetails: string;
}

export interface StoredEnquiry extends Enquiry {
  id: string;
  receivedAt: string;
}

// Enquiries have no length limit, so this only caps abuse: 1 MB is far more than any typed
// message, and still small enough to buffer per request.
export const ENQUIRY_BODY_LIMIT = 1024 * 1024;
export const ENQUIRY_SUCCESS_MESSAGE = 'Thank you! Your message has been sent successfully.';
const SAVE_FAILED_MESSAGE = 'Your enquiry could not be saved. Please try again later.';
// About 25,000 typical enquiries: far beyond any local use, far below any disk.
export const ENQUIRIES_FILE_LIMIT = 50 * 1024 * 1024;
export const INBOX_FULL_MESSAGE =
  'Our enquiry inbox is full right now, so your message was not saved. Please email us instead.';

export const ENQUIRY_WINDOW_MS = 10 * 60 * 1000;
export const BYTES_WINDOW_MS = 60 * 60 * 1000;
// Far more than a visitor sends (one enquiry, perhaps a retry), far less than fills the cap.
const ENQUIRIES_PER_ADDRESS = 5;
const BYTES_PER_ADDRESS = 2 * 1024 * 1024;

const REQUIRED_FIELDS = ['fullName', 'email', 'serviceInterested', 'projectDetails'] as const;

// The HTML standard's rule for <input type="email">: the form and the server agree on what an
// address looks like, so an address the browser accepts is never refused here.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Creates the handler for POST /v1/contact. Other paths go to `next`. */
export function createContactStandIn({
  file,
  maxFileBytes = ENQUIRIES_FILE_LIMIT,
  maxEnquiriesPerAddress = ENQUIRIES_PER_ADDRESS,
  maxBytesPerAddress = BYTES_PER_ADDRESS,
}: ContactStandInOptions): Handler {
  const target = path.resolve(file);
  const enquiries = new SlidingWindowLimit(maxEnquiriesPerAddress, ENQUIRY_WINDOW_MS);
  const bytes = new SlidingWindowLimit(maxBytesPerAddress, BYTES_WINDOW_MS);

  return (req, res, next) => {
    const url = requestUrl(req);
    if (url?.pathname !== CONTACT_STAND_IN_PATH && url?.pathname !== `${CONTACT_STAND_IN_PATH}/`) {
      if (next) next();
      else sendJson(res, 404, { message: 'Not found.' });
      return;
    }
    if (req.method !== 'POST') {
      sendJson(
        res,
        405,
        { message: `Method ${req.method} is not allowed; use POST.` },
        {
          Allow: 'POST',
        },
      );
      return;
    }
    const address = req.socket.remoteAddress ?? 'unknown';
    // Counted on arrival, so enquiries sent at once cannot all slip under the limit; an
    // enquiry that is not saved is refunded.
    const counted = enquiries.take(address, 1);
    if (!counted.allowed) {
      req.resume();
      const error = tooMany(counted.retryAfterMs);
      sendJson(res, error.status, { message: error.message }, error.headers);
      return;
    }
    let sized: Charge | undefined;
    acceptEnquiry(req, target, maxFileBytes, (size) => {
      sized = bytes.take(address, size);
      if (!sized.allowed) throw tooMany(sized.retryAfterMs);
    })
      .then(() => sendJson(res, 200, { message: ENQUIRY_SUCCESS_MESSAGE }))
      .catch((error: unknown) => {
        counted.refund();
        if (sized?.allowed) sized.refund();
        // Hung up mid-body: nothing was saved, and nobody is left to answer.
        if (error instanceof ClientGoneError) return;
        if (error instanceof HttpError) {
          sendJson(res, error.status, { message: error.message }, error.headers);
        } else {
          console.error(error);
          if (res.headersSent) sendInternalError(res, error);
          else sendJson(res, 500, { message: SAVE_FAILED_MESSAGE });
        }
      });
  };
}

async function acceptEnquiry(
  req: Parameters<Handler>[0],
  file: string,
  maxFileBytes: number,
  chargeBytes: (size: number) => void,
) {
  requireJsonBody(req);
  const raw = await readBody(req, ENQUIRY_BODY_LIMIT);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const enquiry = validateEnquiry(body);
  const stored: StoredEnquiry = {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    ...enquiry,
  };
  const line = `${JSON.stringify(stored)}\n`;
  chargeBytes(Buffer.byteLength(line));
  await appendLine(file, line, maxFileBytes);
}

/** Checks an enquiry's fields; throws a 400 naming the first bad field. */
export function validateEnquiry(body: unknown): Enquiry {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The enquiry must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  for (const name of REQUIRED_FIELDS) {
    const value = fields[name];
    if (value !== undefined && value !== null && typeof value !== 'string') {
      throw new HttpError(400, `${name} must be a string.`);
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new HttpError(400, `${name} is required.`);
    }
  }
  const email = (fields.email as string).trim();
  if (!EMAIL_PATTERN.test(email)) {
    throw new HttpError(400, 'email must be a valid email address.');
  }
  const companyName = fields.companyName ?? '';
  if (typeof companyName !== 'string') {
    throw new HttpError(400, 'companyName must be a string.');
  }
  return {
    fullName: (fields.fullName as string).trim(),
    email,
    companyName: companyName.trim(),
    serviceInterested: (fields.serviceInterested as string).trim(),
    projectDetails: (fields.projectDetails as string).trim(),
  };
}

// One queue per file for the whole process: two handlers on the same file (a restarted
// server, dev and preview side by side) still never interleave their lines.
const queues = new Map<string, Promise<unknown>>();

function appendLine(file: string, line: string, maxFileBytes: number): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const run = previous.then(() => writeDurably(file, line, maxFileBytes));
  queues.set(
    file,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * Appends and fsyncs before answering, so an acknowledged enquiry survives a crash. Runs in the
 * file's queue, so the size it checks is the size it appends to. A last line left half-written
 * (a crash mid-write) is closed first, so it stays a line of its own that readers can skip.
 */
async function writeDurably(file: string, line: string, maxFileBytes: number) {
  const folder = path.dirname(file);
  // Enquiries are personal data: readable by the server's own user only.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const size = await stat(file).then(
    (info) => info.size,
    () => null,
  );
  const isNew = size === null;
  const handle = await open(file, 'a+', 0o600);
  try {
    const torn = size !== null && size > 0 && !(await endsWithNewline(handle, size));
    const text = torn ? `\n${line}` : line;
    if ((size ?? 0) + Buffer.byteLength(text) > maxFileBytes) {
      console.error(
        `Contact stand-in: ${file} has reached its ${maxFileBytes}-byte cap; refusing enquiries ` +
          'until it is moved or emptied.',
      );
      throw new HttpError(507, INBOX_FULL_MESSAGE);
    }
    await handle.write(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  // A new file is only durable once its folder entry is; some systems cannot fsync a folder.
  if (isNew) {
    const dir = await open(folder, 'r').catch(() => undefined);
    await dir?.sync().catch(() => undefined);
    await dir?.close();
  }
}

async function endsWithNewline(handle: FileHandle, size: number): Promise<boolean> {
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] === 0x0a;
}

function tooMany(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    `You have sent several enquiries in a short time. Please try again in ${minutes} ` +
      `minute${minutes === 1 ? '' : 's'}, or email us.`,
    { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  );
}

type Charge = { allowed: true; refund(): void } | { allowed: false; retryAfterMs: number };

/** What each address has used of an allowance within a sliding window of time. */
class SlidingWindowLimit {
  private readonly used = new Map<string, { at: number; amount: number }[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Charges `amount` to `address` if it fits the allowance. */
  take(address: string, amount: number): Charge {
    const now = Date.now();
    if (this.used.size > 10_000) this.forgetIdle(now);
    const entries = (this.used.get(address) ?? []).filter(
      (entry) => entry.at > now - this.windowMs,
    );
    this.used.set(address, entries);
    let total = entries.reduce((sum, entry) => sum + entry.amount, 0);
    if (total + amount > this.limit) {
      // It fits once enough of the oldest charges have left the window.
      for (const entry of entries) {
        total -= entry.amount;
        if (total + amount <= this.limit) {
          return { allowed: false, retryAfterMs: entry.at + this.windowMs - now };
        }
      }
      return { allowed: false, retryAfterMs: this.windowMs };
    }
    const entry = { at: now, amount };
    entries.push(entry);
    return {
      allowed: true,
      refund: () => {
        const index = entries.indexOf(entry);
        if (index >= 0) entries.splice(index, 1);
      },
    };
  }

  private forgetIdle(now: number) {
    for (const [address, entries] of this.used) {
      if (entries.every((entry) => entry.at <= now - this.windowMs)) this.used.delete(address);
    }
  }
}
