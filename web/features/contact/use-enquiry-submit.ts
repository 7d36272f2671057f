// The submit state shared by the enquiry form and the consultation form:
// idle -> sending -> success | error, with a guard against double submits. A send outlives the
// form: a visitor who confirms leaving mid-send still has the enquiry delivered.

import { useCallback, useEffect, useRef, useState } from 'react';

import { siteConfig } from '@/lib/env';

import { enquiryMessages } from './enquiry-constants';
import { sendEnquiry, type Enquiry } from './send-enquiry';

export type SubmitStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

export interface SubmitRequest {
  enquiry: Enquiry;
  /** The hidden honeypot field's value; only bots fill it in. */
  honeypot: string;
}

export function useEnquirySubmit() {
  const [status, setStatus] = useState<SubmitStatus>({ kind: 'idle' });
  // A ref, not state: two clicks in the same tick must both see the request in flight.
  const inFlight = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * Resolves to true when the enquiry was accepted and the form is still on the page, so the
   * caller can clear its fields.
   */
  const submit = useCallback(async ({ enquiry, honeypot }: SubmitRequest) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      // Answer a bot exactly like a person, so it learns nothing, but send nothing.
      const result =
        honeypot.trim() !== ''
          ? ({ ok: true } as const)
          : await sendEnquiry(trimEnquiry(enquiry), { url: siteConfig.contactApiUrl });
      if (!mounted.current) return false;
      setStatus(
        result.ok
          ? { kind: 'success', message: enquiryMessages.success }
          : { kind: 'error', message: result.message },
      );
      return result.ok;
    } finally {
      inFlight.current = false;
    }
  }, []);

  /** Clears the banner, e.g. when a new submit is blocked by field errors. */
  const reset = useCallback(() => {
    if (!inFlight.current) setStatus({ kind: 'idle' });
  }, []);

  return { status, submit, reset, isSending: status.kind === 'sending' };
}

function trimEnquiry(enquiry: Enquiry): Enquiry {
  return {
    fullName: enquiry.fullName.trim(),
    email: enquiry.email.trim(),
    companyName: enquiry.companyName.trim(),
    serviceInterested: enquiry.serviceInterested,
    projectDetails: enquiry.projectDetails.trim(),
  };
}
