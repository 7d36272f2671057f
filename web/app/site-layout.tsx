// The chrome around every page: skip link, header, main landmark, footer and the chat widget.
// It composes the features the chrome shows (theme toggle, newsletter box, chat) so the header
// and footer stay plain components fed by props.
import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { useFocusOnNavigation } from '@/components/layout/use-focus-on-navigation';
import { ClientOnly } from '@/components/ui/client-only';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { chatLoadFailure } from '@/features/chat/chat-load-failure';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useSiteSettings } from '@/features/site/queries';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

const MAIN_ID = 'main-content';

// The chat widget is not part of the pre-rendered HTML: it loads after hydration, in its own
// chunk, so it costs nothing on the first paint (it is fixed-position, so nothing shifts).
const ChatWidget = retryableLazy(() =>
  import('@/features/chat/components/chat-widget').then((module) => ({
    default: module.ChatWidget,
  })),
);

export function SiteLayout({ children }: { children: ReactNode }) {
  const { data: settings } = useSiteSettings();
  const companyName = settings?.companyName ?? '';
  const labels = settings?.labels;
  const newsletter = settings?.newsletter;
  useFocusOnNavigation(MAIN_ID);

  return (
    <>
      {/* Hidden with not-focus:sr-only rather than revealed with focus:not-sr-only, which would
          also reset the padding. On focus it sits over the header's logo, so it has a shadow and
          a ring in the page colour to stand apart from what is under it in either theme. */}
      <a
        href={`#${MAIN_ID}`}
        className="fixed top-3 left-3 z-50 rounded-control bg-brand px-5 py-3 font-semibold text-brand-fg shadow-card ring-4 ring-surface not-focus:sr-only forced-colors:border"
      >
        {labels?.skipLink}
      </a>
      <Header
        companyName={companyName}
        logo={settings?.logo}
        navigation={settings?.navigation}
        labels={labels}
        themeToggle={
          <ThemeToggle
            labels={{
              toLight: labels?.toLightTheme ?? undefined,
              toDark: labels?.toDarkTheme ?? undefined,
            }}
          />
        }
      />
      {/* A container, so page content can lay out by the page's width in rem (an @max-[…] or
          md-fit variant), which follows the text size where a media query does not. */}
      <main id={MAIN_ID} tabIndex={-1} className="@container outline-none">
        {children}
      </main>
      <Footer
        settings={settings}
        newsletter={
          newsletter && (
            <NewsletterForm
              note={newsletter.note ?? undefined}
              labels={{
                form: newsletter.heading,
                input: newsletter.emailLabel,
                placeholder: newsletter.exampleEmail,
                button: newsletter.buttonLabel,
              }}
            />
          )
        }
      />
      <ClientOnly
        fallback={null}
        failure={{
          message: chatLoadFailure,
          onRetry: ChatWidget.retry,
          quiet: true,
          // Where the 'Chat with us' button would be, so the note covers nothing else.
          className:
            'fixed right-4 bottom-4 z-50 flex max-w-xs flex-col gap-2 rounded-card border border-border bg-surface-raised p-4 shadow-card',
        }}
      >
        <ChatWidget />
      </ClientOnly>
    </>
  );
}
