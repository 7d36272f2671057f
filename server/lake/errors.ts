// Sanity's error shapes, which @sanity/client turns into the messages a caller sees:
// `{error: {description, type}}`, and for GROQ errors the query and the span at fault.
import type { ServerResponse } from 'node:http';

import { sendJson } from '../http.ts';

export function sendSanityError(
  res: ServerResponse,
  status: number,
  description: string,
  type: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { error: { description, type } }, headers);
}

export function sendMethodNotAllowed(res: ServerResponse, method = '', allow: string) {
  sendSanityError(res, 405, `Method ${method} not allowed`, 'httpMethodNotAllowed', {
    Allow: allow,
  });
}

export function sendQueryError(
  res: ServerResponse,
  query: string,
  description: string,
  span: { start: number; end: number } | undefined,
) {
  sendJson(res, 400, { error: { description, query, ...span, type: 'queryParseError' } });
}

export function describeBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 && Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}

export function describeDuration(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
