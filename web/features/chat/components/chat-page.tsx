// The /chatbot page body: the same assistant, inline and full width, without a close button.

import { chatScript } from '../chat-script';
import { ChatPanel } from './chat-panel';

export function ChatPage() {
  return (
    <section className="container-page flex flex-col gap-6 py-12">
      <div className="max-w-2xl">
        <h1 className="text-heading font-bold text-fg">{chatScript.page.heading}</h1>
        <p className="mt-3 text-lead text-fg-muted">{chatScript.page.intro}</p>
      </div>
      <div className="mx-auto w-full max-w-3xl">
        <ChatPanel variant="inline" />
      </div>
    </section>
  );
}

// Default export for `lazy(() => import('.../chat-page'))`.
export default ChatPage;
