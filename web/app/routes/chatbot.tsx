import { HydrationBoundary } from '@tanstack/react-query';
import { lazy } from 'react';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ClientOnly } from '@/components/ui/client-only';
import {
  ChatAssistantPage,
  ChatPanelPlaceholder,
} from '@/features/contact-info/components/chat-assistant-page';
import { chatPageQueryOptions } from '@/features/contact-info/queries';
import { loadPageAtBuild, loadPageInBrowser, pageContent } from '@/lib/route-data';
import { buildMeta, headFromSeo } from '@/lib/seo';

import type { Route } from './+types/chatbot';

// The assistant runs only in the browser and loads in its own chunk, as the floating widget does.
const ChatPanel = lazy(() => import('@/features/chat/components/chat-panel'));

const content = () =>
  pageContent(chatPageQueryOptions(), (data) => headFromSeo(data?.seo, 'Chat With Us'));

export const loader = () => loadPageAtBuild(content());
export const clientLoader = () => loadPageInBrowser(content());
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  buildMeta(loaderData?.head, location.pathname);

export default function ChatbotRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ChatAssistantPage>
        <ClientOnly fallback={<ChatPanelPlaceholder />}>
          <ChatPanel variant="inline" />
        </ClientOnly>
      </ChatAssistantPage>
    </HydrationBoundary>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
