import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { ChatAssistantPage } from '@/features/contact-info/components/chat-assistant-page';
import { loadPageAtBuild, loadPageInBrowser } from '@/lib/route-data';
import { pageMeta } from '@/lib/seo';

import { chatbotContent } from '../page-content';
import type { Route } from './+types/chatbot';

// The assistant is this page's content, so it is pre-rendered with it: the greeting and the
// message box show before the scripts arrive. The floating widget elsewhere loads the same panel
// in its own chunk.
export const loader = () => loadPageAtBuild(chatbotContent());
export const clientLoader = () => loadPageInBrowser(chatbotContent());
export const meta: Route.MetaFunction = pageMeta;

export default function ChatbotRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ChatAssistantPage>
        <ChatPanel variant="inline" />
      </ChatAssistantPage>
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
