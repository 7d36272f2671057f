// Restates the chat's required literal values, so a careless edit to the chat script fails loudly.

import { describe, expect, it } from 'vitest';

import {
  CHAT_PANEL_HEIGHT_PX,
  TYPING_DELAY_MS,
  chatScript,
  fallbackReply,
  timelines,
  topicReplies,
} from '@/features/chat/chat-script';

const flatten = (blocks: readonly { kind: string; text?: string; items?: readonly string[] }[]) =>
  blocks.map((block) => block.text ?? block.items?.join('\n')).join('\n');

describe('chat script', () => {
  it('keeps the spec timings and sizes', () => {
    expect(TYPING_DELAY_MS).toBe(1000);
    expect(CHAT_PANEL_HEIGHT_PX).toBe(600);
    expect(chatScript.subtitle).toBe('Development Expert');
  });

  it('keeps both validation messages verbatim', () => {
    expect(chatScript.invalidEmail).toBe(
      'Please enter a valid email address so I can send you helpful resources and documentation.',
    );
    expect(chatScript.invalidPhone).toBe(
      'Please enter a valid phone number (minimum 10 digits). This helps us provide better support for your project.',
    );
  });

  it('states pricing, slots, hours, response times and timelines', () => {
    const pricing = flatten(topicReplies.pricing);
    expect(pricing).toContain(
      '$5,000-$15,000, 4-8 weeks, 50% upfront and 50% on completion, 3 months support',
    );
    expect(pricing).toContain(
      '$15,000-$50,000, 2-4 months, payments of 40/30/30, 6 months support',
    );
    expect(pricing).toContain('Enterprise: $50,000+, custom timeline');
    const consultation = flatten(topicReplies.consultation);
    expect(consultation).toMatch(/9AM-12PM EST[\s\S]*2PM-5PM EST[\s\S]*60-90 minutes/);
    const contact = flatten(topicReplies.contact);
    expect(contact).toContain('Mon-Fri: 9AM-6PM EST');
    expect(contact).toContain('Sat: 10AM-4PM EST');
    expect(contact).toMatch(/2 hours.*30 minutes for emergencies/);
    expect(timelines).toEqual([
      'Simple website: 4-6 weeks',
      'Complex web app: 3-6 months',
      'E-commerce: 2-4 months',
      'Simple mobile app: 2-3 months',
      'Complex mobile app: 4-6 months',
      'Enterprise solution: 6+ months',
    ]);
  });

  it('offers app development, website creation and cloud solutions in the fallback', () => {
    expect(flatten(fallbackReply)).toContain(
      'app development, website creation and cloud solutions',
    );
    expect(chatScript.connectLabel).toBe('Connect with us');
    expect(chatScript.connectPath).toBe('/contact');
  });
});
