// Sends one enquiry to the contact API. Pure: no React, no DOM, so the
// same function is unit-tested in Node and used by the forms.

import { ENQUIRY_TIMEOUT_MS, enquiryMessages } from './enquiry-constants';

export interface Enquiry {
  fullName: string;
  email: string;
  companyName: string;
  serviceInterested: string;
  projectDetails: string;
}

export type EnquiryResult = { ok: true } | { ok: false; message: string };

export interface SendEnquiryOptions {
  url: string;
  timeoutMs?: number;
  /** Lets the caller cancel the request. */
  signal?: AbortSignal;
}

export async function sendEnquiry(
  enquiry: Enquiry,
  { url, timeoutMs = ENQUIRY_TIMEOUT_MS, signal }: SendEnquiryOptions,
): Promise<EnquiryResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(enquiry),
      signal: controller.signal,
    });
    // Success is judged by the status alone: the contact API defines no success body.
    if (response.ok) return { ok: true };
    return { ok: false, message: await readServerMessage(response) };
  } catch {
    // fetch rejects only when no answer arrived (offline, DNS, CORS, our timeout). After a
    // timeout the enquiry may well have arrived: the message must not simply invite a resend.
    const message = timedOut ? enquiryMessages.timeout : enquiryMessages.networkError;
    return { ok: false, message };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function readServerMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // A body that is not JSON carries no message we can show.
  }
  return enquiryMessages.serverError;
}
