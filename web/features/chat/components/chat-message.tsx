// One message bubble. Bot replies render their blocks (paragraphs, bullet lists) as text
// elements, never as HTML, so nothing in a message can inject markup.

import type { ChatMessage as ChatMessageData } from '../chat-machine';
import { chatScript } from '../chat-script';

interface ChatMessageProps {
  message: ChatMessageData;
  onConnect: () => void;
  /** id for a plain-text message's text without the sender (the greeting, describing the dialog). */
  textId?: string;
}

export function ChatMessage({ message, onConnect, textId }: ChatMessageProps) {
  const fromUser = message.sender === 'user';
  return (
    <li className={fromUser ? 'flex justify-end' : 'flex justify-start'}>
      <div
        className={`max-w-[85%] rounded-card px-4 py-2.5 text-sm leading-relaxed wrap-anywhere ${
          fromUser
            ? 'bg-brand text-brand-fg forced-colors:border'
            : 'border border-border bg-surface-sunken text-fg'
        }`}
      >
        <span className="sr-only">{fromUser ? 'You: ' : 'Assistant: '}</span>
        {message.blocks ? (
          message.blocks.map((block, index) =>
            block.kind === 'text' ? (
              <p key={index} className="mt-2 first:mt-0">
                {block.text}
              </p>
            ) : (
              <ul key={index} className="mt-2 list-disc space-y-1 pl-5">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )
        ) : (
          <p id={textId} className="whitespace-pre-line">
            {message.text}
          </p>
        )}
        {message.action === 'connect' && (
          <button
            type="button"
            onClick={onConnect}
            className="mt-3 rounded-control bg-brand px-4 py-2 text-sm font-semibold text-brand-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand forced-colors:border"
          >
            {chatScript.connectLabel}
          </button>
        )}
      </div>
    </li>
  );
}
