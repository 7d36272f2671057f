import { HydrationBoundary } from '@tanstack/react-query';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ClientOnly } from '@/components/ui/client-only';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { chatLoadFailure } from '@/features/chat/chat-load-failure';
import { INLINE_CHAT_HEIGHT_CLASS } from '@/features/chat/panel-size';
import {
  ChatAssistantPage,
  ChatPanelPlaceholder,
} from '@/features/contact-info/components/chat-assistant-page';
import { chatPageQueryOptions } from '@/features/contact-info/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { headFromSeo, pageMeta } from '@/lib/seo';

import type { Route } from './+types/chatbot';

// The assistant runs only in the browser and loads in its own chunk, as the floating widget does.
const ChatPanel = retryableLazy(() => import('@/features/chat/components/chat-panel'));

const content = () =>
  pageContent(chatPageQueryOptions(), (data) => headFromSeo(data?.seo, 'Chat With Us'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = pageMeta;

export default function ChatbotRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ChatAssistantPage>
        <ClientOnly
          fallback={<ChatPanelPlaceholder />}
          failure={{
            message: chatLoadFailure,
            onRetry: ChatPanel.retry,
            className: `flex ${INLINE_CHAT_HEIGHT_CLASS} flex-col items-center justify-center gap-4 rounded-card border border-border bg-surface-raised p-8 text-center shadow-card`,
          }}
        >
          <ChatPanel variant="inline" />
        </ClientOnly>
      </ChatAssistantPage>
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
