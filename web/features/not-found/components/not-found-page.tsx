// The Not Found page: '404', 'Page Not Found', the moved-or-deleted message
// and 'Back to Home'. Shown for any unknown path and pre-rendered as 404.html.
import { buttonStyles } from '@/components/ui/button-styles';
import { SmartLink } from '@/components/ui/smart-link';

import { useNotFoundPage } from '../queries';

export function NotFoundPage() {
  const { data } = useNotFoundPage();
  return (
    <section
      aria-labelledby="not-found-title"
      className="relative isolate flex min-h-[70vh] items-center overflow-hidden py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_60%_at_50%_35%,var(--brand-soft),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_55%_55%_at_50%_40%,black,transparent)] bg-[size:56px_56px] opacity-50"
      />
      <div className="container-page flex flex-col items-center text-center">
        {/* At most 30vw, which only binds with text enlarged on a phone: the code stays whole. */}
        <p className="bg-gradient-to-br from-brand to-accent bg-clip-text text-[min(clamp(6rem,4rem+12vw,11rem),30vw)] leading-none font-black tracking-tighter text-transparent">
          {data?.code}
        </p>
        <h1 id="not-found-title" className="mt-4 text-heading font-bold text-balance">
          {data?.heading}
        </h1>
        <p className="mt-4 max-w-xl text-lead text-pretty text-fg-muted">{data?.message}</p>
        {data?.backLink?.href && (
          <SmartLink href={data.backLink.href} className={`${buttonStyles.primary} mt-10`}>
            {data.backLink.label}
          </SmartLink>
        )}
      </div>
    </section>
  );
}
