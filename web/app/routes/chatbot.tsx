import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ChatPanel } from '@/features/chat/components/chat-panel';
import { ChatAssistantPage } from '@/features/contact-info/components/chat-assistant-page';
import { chatPageQueryOptions } from '@/features/contact-info/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/chatbot';

// The assistant is this page's content, so it is pre-rendered with it: the greeting and the
// message box show before the scripts arrive, and what is typed and sent meanwhile is kept and
// replayed once React runs (components/forms/keep-early-input.ts and early-actions.ts), as on
// any form. The floating widget elsewhere still loads the same panel in its own chunk.
const content = () =>
  pageContent(chatPageQueryOptions(), (data) => headFromSeo(data?.seo, 'Chat With Us'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
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
