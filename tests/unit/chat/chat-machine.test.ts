import { describe, expect, it } from 'vitest';

import {
  chatReducer,
  closedChatState,
  type ChatAction,
  type ChatState,
} from '@/features/chat/chat-machine';
import { FOLLOW_UP_PHRASE, chatScript } from '@/features/chat/chat-script';

const open = (): ChatState => chatReducer(closedChatState, { type: 'open', now: 0 });

/** Sends the text and delivers every queued bot reply at once (the hook waits 1 s per reply). */
function say(state: ChatState, text: string): ChatState {
  let next = chatReducer(state, { type: 'send', text, now: 1 });
  while (next.pending.length > 0) next = chatReducer(next, { type: 'deliver', now: 2 });
  return next;
}

const lastBotText = (state: ChatState) =>
  state.messages.filter((message) => message.sender === 'bot').at(-1)?.text;

const inFreeChat = () => say(say(say(open(), 'ann@example.com'), '+1 555-123-4567'), 'Ann');

describe('chatReducer', () => {
  it('greets on opening and starts at the email step', () => {
    const state = open();
    expect(state.step).toBe('email');
    expect(state.messages).toEqual([
      { id: 1, sender: 'bot', text: chatScript.greeting, timestamp: 0 },
    ]);
    expect(state.showQuickReplies).toBe(false);
  });

  it('collects email, phone and name, then chats freely', () => {
    let state = say(open(), 'ann@example.com');
    expect(state.step).toBe('phone');
    expect(lastBotText(state)).toBe(chatScript.askPhone);
    state = say(state, '+1 555-123-4567');
    expect(state.step).toBe('name');
    expect(lastBotText(state)).toBe(chatScript.askName);
    state = say(state, 'Ann');
    expect(state.step).toBe('chat');
    expect(state.lead).toEqual({ email: 'ann@example.com', phone: '+1 555-123-4567', name: 'Ann' });
    expect(lastBotText(state)).toBe(chatScript.welcome('Ann'));
  });

  it.each([
    'ann',
    'ann@example',
    'ann@ex ample.com',
    '@example.com',
    'it is ann@example.com',
    'ann@example.com thanks',
  ])('rejects the email "%s" with the spec message and stays on the email step', (email) => {
    const state = say(open(), email);
    expect(state.step).toBe('email');
    expect(lastBotText(state)).toBe(
      'Please enter a valid email address so I can send you helpful resources and documentation.',
    );
    expect(state.lead.email).toBe('');
  });

  it.each([
    '12345',
    '555-1234',
    '+1 (555) 123-4567',
    'call me maybe',
    '+ 123',
    'call 555 123 4567',
    '555 123 4567 ext',
  ])('rejects the phone "%s" with the spec message', (phone) => {
    const state = say(say(open(), 'ann@example.com'), phone);
    expect(state.step).toBe('phone');
    expect(lastBotText(state)).toBe(
      'Please enter a valid phone number (minimum 10 digits). This helps us provide better support for your project.',
    );
  });

  it.each(['5551234567', '+15551234567', '555 123 4567', '555-123-4567'])(
    'accepts the phone "%s"',
    (phone) => {
      expect(say(say(open(), 'ann@example.com'), phone).step).toBe('name');
    },
  );

  it('takes any name', () => {
    const state = say(say(say(open(), 'a@b.co'), '0123456789'), '  ☺ 42  ');
    expect(state.step).toBe('chat');
    expect(state.lead.name).toBe('☺ 42');
  });

  it.each(['', '   ', '\n\t'])('ignores empty input %j at every step', (text) => {
    for (const state of [open(), say(open(), 'a@b.co'), inFreeChat()]) {
      expect(chatReducer(state, { type: 'send', text, now: 5 })).toBe(state);
    }
  });

  it('shows quick replies once the name is given, not before', () => {
    let state = say(open(), 'ann@example.com');
    expect(state.showQuickReplies).toBe(false);
    state = say(state, '5551234567');
    expect(state.showQuickReplies).toBe(false);
    // Sent, but the welcome not yet delivered: the buttons arrive with it.
    const sent = chatReducer(state, { type: 'send', text: 'Ann', now: 3 });
    expect(sent.showQuickReplies).toBe(false);
    expect(chatReducer(sent, { type: 'deliver', now: 4 }).showQuickReplies).toBe(true);
  });

  it('hides quick replies after a free message and brings them back on a follow-up offer', () => {
    const chatting = inFreeChat();
    const sent = chatReducer(chatting, {
      type: 'send',
      text: 'Tell me about your services',
      now: 9,
    });
    expect(sent.showQuickReplies).toBe(false);
    const replied = chatReducer(sent, { type: 'deliver', now: 10 });
    expect(replied.messages.at(-1)?.text).toContain(FOLLOW_UP_PHRASE);
    expect(replied.showQuickReplies).toBe(true);
  });

  it('keeps quick replies shown after one is picked, whatever the reply says', () => {
    const picked = chatReducer(inFreeChat(), {
      type: 'send',
      text: 'Pricing and Budget',
      now: 9,
      quickReply: true,
    });
    expect(picked.showQuickReplies).toBe(true);
    const replied = chatReducer(picked, { type: 'deliver', now: 10 });
    expect(replied.messages.at(-1)?.text).not.toContain(FOLLOW_UP_PHRASE);
    expect(replied.showQuickReplies).toBe(true);
  });

  it('keeps quick replies hidden after a reply without the follow-up phrase', () => {
    const state = say(inFreeChat(), 'What does it cost?');
    expect(lastBotText(state)).not.toContain(FOLLOW_UP_PHRASE);
    expect(state.showQuickReplies).toBe(false);
  });

  it('answers pricing with the three packages', () => {
    const text = lastBotText(say(inFreeChat(), 'What is your budget range?'));
    expect(text).toContain('Starter: $5,000-$15,000');
    expect(text).toContain('Professional: $15,000-$50,000');
    expect(text).toContain('Enterprise: $50,000+');
  });

  it('answers an unmatched message with the fallback and the connect action', () => {
    const state = say(inFreeChat(), 'Hello there');
    const reply = state.messages.at(-1);
    expect(reply?.sender).toBe('bot');
    expect(reply?.text).toMatch(/app development, website creation and cloud solutions/);
    expect(reply?.action).toBe('connect');
  });

  it('gives topic replies no connect action', () => {
    expect(say(inFreeChat(), 'cloud please').messages.at(-1)?.action).toBeUndefined();
  });

  it('queues replies and delivers them in order', () => {
    const actions: ChatAction[] = [
      { type: 'send', text: 'cloud', now: 1 },
      { type: 'send', text: 'price', now: 2 },
    ];
    const queued = actions.reduce(chatReducer, inFreeChat());
    expect(queued.pending).toHaveLength(2);
    const first = chatReducer(queued, { type: 'deliver', now: 3 });
    expect(first.messages.at(-1)?.text).toMatch(/cloud/i);
    const second = chatReducer(first, { type: 'deliver', now: 4 });
    expect(second.messages.at(-1)?.text).toMatch(/Starter/);
    expect(chatReducer(second, { type: 'deliver', now: 5 })).toBe(second);
  });

  it('resets to the email step with a cleared lead and a new greeting when reopened', () => {
    const reopened = chatReducer(say(inFreeChat(), 'cloud'), { type: 'open', now: 50 });
    expect(reopened.step).toBe('email');
    expect(reopened.lead).toEqual({ email: '', phone: '', name: '' });
    expect(reopened.messages).toEqual([
      { id: 1, sender: 'bot', text: chatScript.greeting, timestamp: 50 },
    ]);
    expect(reopened.pending).toEqual([]);
    expect(reopened.showQuickReplies).toBe(false);
  });

  it('records the user message with its sender and timestamp', () => {
    const state = chatReducer(open(), { type: 'send', text: ' ann@example.com ', now: 77 });
    expect(state.messages.at(-1)).toEqual({
      id: 2,
      sender: 'user',
      text: 'ann@example.com',
      timestamp: 77,
    });
  });
});
