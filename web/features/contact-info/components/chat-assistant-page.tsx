import type { ReactNode } from 'react';

import { PageHero } from '@/components/ui/page-hero';

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
      <PageHero
        id="chat-page-title"
        heading={data?.heading}
        intro={data?.intro}
        source={{ document: 'chatPage' }}
      />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto w-full max-w-3xl">{children}</div>
      </div>
    </>
  );
}
