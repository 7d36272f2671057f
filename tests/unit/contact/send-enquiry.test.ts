import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { enquiryMessages } from '@/features/contact/enquiry-constants';
import { sendEnquiry, type Enquiry } from '@/features/contact/send-enquiry';

const url = 'http://127.0.0.1:9/v1/contact';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const enquiry: Enquiry = {
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  companyName: '',
  serviceInterested: 'Cloud Solutions',
  projectDetails: 'Move our servers.',
};

describe('sendEnquiry', () => {
  it('posts the enquiry as JSON and succeeds on an OK status', async () => {
    let received: { contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(url, async ({ request }) => {
        received = { contentType: request.headers.get('content-type'), body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(sendEnquiry(enquiry, { url })).resolves.toEqual({ ok: true });
    expect(received).toEqual({ contentType: 'application/json', body: enquiry });
  });

  it('succeeds on an OK status even when the body is not JSON', async () => {
    server.use(http.post(url, () => HttpResponse.text('sent')));
    await expect(sendEnquiry(enquiry, { url })).resolves.toEqual({ ok: true });
  });

  it.each([
    [400, { message: 'Email is invalid' }, 'Email is invalid'],
    [422, { message: 'Please name the service.' }, 'Please name the service.'],
    [400, { error: 'boom' }, enquiryMessages.serverError],
    [429, { message: '' }, enquiryMessages.serverError],
    [400, { message: 42 }, enquiryMessages.serverError],
    // Any answer that is not OK shows the server's message field.
    [500, { error: 'boom' }, enquiryMessages.serverError],
    [503, { message: 'Service Unavailable' }, 'Service Unavailable'],
  ])('reads the message of a %i answer %j', async (status, body, message) => {
    server.use(http.post(url, () => HttpResponse.json(body, { status })));
    await expect(sendEnquiry(enquiry, { url })).resolves.toEqual({ ok: false, message });
  });

  it('falls back to the generic message when an error body is not JSON', async () => {
    server.use(http.post(url, () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })));
    await expect(sendEnquiry(enquiry, { url })).resolves.toEqual({
      ok: false,
      message: enquiryMessages.serverError,
    });
  });

  it('reports a network failure', async () => {
    server.use(http.post(url, () => HttpResponse.error()));
    await expect(sendEnquiry(enquiry, { url })).resolves.toEqual({
      ok: false,
      message: enquiryMessages.networkError,
    });
  });

  it('gives up after the timeout and says the enquiry may not have been sent', async () => {
    server.use(
      http.post(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = sendEnquiry(enquiry, { url, timeoutMs: 8000 }).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(7999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Not "check your connection": the enquiry may have arrived, and a resend would duplicate it.
    await expect(pending).resolves.toEqual({
      ok: false,
      message:
        'The server did not answer in time. Your enquiry may not have been sent; please try again in a moment.',
    });
  });

  it('stops when the caller aborts', async () => {
    server.use(
      http.post(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = sendEnquiry(enquiry, { url, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, message: enquiryMessages.networkError });
  });
});
