import type { ReactNode } from 'react';

import { PageHero } from '@/components/ui/page-hero';
import { INLINE_CHAT_HEIGHT_CLASS } from '@/features/chat/panel-size';

import { contactCopy } from '../contact-copy';
import { useChatPage } from '../queries';

interface ChatAssistantPageProps {
  /** The assistant itself; the route passes it in (it belongs to the chat feature). */
  children: ReactNode;
}

/** /chatbot: the page copy and, below it, the chat assistant at full width. */
export function ChatAssistantPage({ children }: ChatAssistantPageProps) {
  const { data } = useChatPage();
  return (
    <>
      <PageHero id="chat-page-title" heading={data?.heading} intro={data?.intro} />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto w-full max-w-3xl">{children}</div>
      </div>
    </>
  );
}

/**
 * Holds the place of the inline chat panel until its chunk arrives, at the panel's size so
 * the page does not jump.
 */
export function ChatPanelPlaceholder() {
  return (
    <div
      className={`flex ${INLINE_CHAT_HEIGHT_CLASS} flex-col overflow-hidden rounded-card border border-border bg-surface-raised shadow-card`}
    >
      <div className="h-16 shrink-0 bg-brand" />
      <p role="status" className="m-auto text-sm text-fg-muted">
        {contactCopy.chatLoading}
      </p>
    </div>
  );
}
