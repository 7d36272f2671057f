// The chat assistant as a pure reducer: it collects the lead
// (email, then phone, then name) and then answers free messages by keyword. Bot replies are
// queued in `pending`; the hook delivers them one by one after the typing delay.

import {
  EMAIL_PATTERN,
  FOLLOW_UP_PHRASE,
  PHONE_PATTERN,
  chatScript,
  fallbackReply,
  topicReplies,
  type ReplyBlock,
} from './chat-script';
import { matchIntent } from './match-intent';

export type ChatStep = 'email' | 'phone' | 'name' | 'chat';

export interface ChatLead {
  email: string;
  phone: string;
  name: string;
}

export interface ChatMessage {
  id: number;
  sender: 'user' | 'bot';
  /** The plain text of the message, also used for the follow-up check. */
  text: string;
  /** Optional structure of a bot reply (paragraphs, lists), rendered as text. */
  blocks?: readonly ReplyBlock[];
  /** The fallback reply carries the 'Connect with us' button. */
  action?: 'connect';
  timestamp: number;
}

export interface BotReply extends Pick<ChatMessage, 'text' | 'blocks' | 'action'> {
  /** Delivering this reply brings the quick-reply buttons (back) into view. */
  offersQuickReplies: boolean;
}

export interface ChatState {
  step: ChatStep;
  lead: ChatLead;
  messages: ChatMessage[];
  pending: BotReply[];
  showQuickReplies: boolean;
  nextId: number;
}

export type ChatAction =
  | { type: 'open'; now: number }
  /** `quickReply`: picked from the buttons rather than typed, which keeps the buttons shown. */
  | { type: 'send'; text: string; now: number; quickReply?: boolean }
  | { type: 'deliver'; now: number };

const emptyLead: ChatLead = { email: '', phone: '', name: '' };

export const closedChatState: ChatState = {
  step: 'email',
  lead: emptyLead,
  messages: [],
  pending: [],
  showQuickReplies: false,
  nextId: 1,
};

const textReply = (text: string, offersQuickReplies = false): BotReply => ({
  text,
  offersQuickReplies,
});

function blocksReply(blocks: readonly ReplyBlock[], action?: 'connect'): BotReply {
  const text = blocks
    .map((block) => (block.kind === 'text' ? block.text : block.items.join('\n')))
    .join('\n');
  return { text, blocks, action, offersQuickReplies: text.includes(FOLLOW_UP_PHRASE) };
}

/** Whether the step takes this (trimmed) input: only the email and the phone are checked. */
export function acceptsInput(step: ChatStep, input: string): boolean {
  if (step === 'email') return EMAIL_PATTERN.test(input);
  if (step === 'phone') return PHONE_PATTERN.test(input);
  return true;
}

/** The lead step's answer to the visitor's input, and the step and lead that follow. */
function answerLeadStep(
  state: ChatState,
  input: string,
): Pick<ChatState, 'step' | 'lead'> & { reply: BotReply } {
  switch (state.step) {
    case 'email':
      return acceptsInput('email', input)
        ? {
            step: 'phone',
            lead: { ...state.lead, email: input },
            reply: textReply(chatScript.askPhone),
          }
        : { step: 'email', lead: state.lead, reply: textReply(chatScript.invalidEmail) };
    case 'phone':
      return acceptsInput('phone', input)
        ? {
            step: 'name',
            lead: { ...state.lead, phone: input },
            reply: textReply(chatScript.askName),
          }
        : { step: 'phone', lead: state.lead, reply: textReply(chatScript.invalidPhone) };
    default:
      return {
        step: 'chat',
        lead: { ...state.lead, name: input },
        reply: textReply(chatScript.welcome(input), true),
      };
  }
}

export function replyTo(text: string): BotReply {
  const topic = matchIntent(text);
  return topic ? blocksReply(topicReplies[topic]) : blocksReply(fallbackReply, 'connect');
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'open':
      // Every opening starts over: the email step, no lead, and a fresh greeting.
      return {
        ...closedChatState,
        messages: [{ id: 1, sender: 'bot', text: chatScript.greeting, timestamp: action.now }],
        nextId: 2,
      };
    case 'send': {
      const input = action.text.trim();
      if (input === '') return state;
      const userMessage: ChatMessage = {
        id: state.nextId,
        sender: 'user',
        text: input,
        timestamp: action.now,
      };
      const base = {
        ...state,
        messages: [...state.messages, userMessage],
        nextId: state.nextId + 1,
      };
      if (state.step === 'chat') {
        // A typed (free) message hides the buttons; a picked one keeps them.
        const showQuickReplies = action.quickReply === true && state.showQuickReplies;
        return { ...base, pending: [...state.pending, replyTo(input)], showQuickReplies };
      }
      const { step, lead, reply } = answerLeadStep(state, input);
      return { ...base, step, lead, pending: [...state.pending, reply] };
    }
    case 'deliver': {
      const [reply, ...rest] = state.pending;
      if (!reply) return state;
      const { offersQuickReplies, ...content } = reply;
      const message: ChatMessage = {
        ...content,
        id: state.nextId,
        sender: 'bot',
        timestamp: action.now,
      };
      return {
        ...state,
        messages: [...state.messages, message],
        pending: rest,
        nextId: state.nextId + 1,
        // Shown by the welcome after the name, and again by a "know more about" offer.
        showQuickReplies: state.showQuickReplies || offersQuickReplies,
      };
    }
  }
}
