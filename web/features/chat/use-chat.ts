// Runs the chat machine in React: the conversation starts fresh on mount (the panel mounts when
// the chat opens) and each queued bot reply arrives after TYPING_DELAY_MS, with a typing
// indicator meanwhile.

import { useCallback, useEffect, useReducer } from 'react';

import { chatReducer, closedChatState } from './chat-machine';
import { TYPING_DELAY_MS } from './chat-script';

const openedState = () => chatReducer(closedChatState, { type: 'open', now: Date.now() });

export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, undefined, openedState);
  const nextReply = state.pending[0];

  useEffect(() => {
    if (!nextReply) return;
    // Keyed on the head of the queue: queuing more replies does not restart this timer.
    const timer = setTimeout(() => dispatch({ type: 'deliver', now: Date.now() }), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [nextReply]);

  const send = useCallback((text: string, { quickReply = false } = {}) => {
    dispatch({ type: 'send', text, now: Date.now(), quickReply });
  }, []);

  const restart = useCallback(() => dispatch({ type: 'open', now: Date.now() }), []);

  return {
    step: state.step,
    lead: state.lead,
    messages: state.messages,
    isTyping: state.pending.length > 0,
    showQuickReplies: state.showQuickReplies,
    send,
    restart,
  };
}
