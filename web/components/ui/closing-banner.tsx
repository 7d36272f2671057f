// The call-to-action band that closes the AI Automation and Blockchain pages: a heading, a line
// of text and two links.
import { buttonStyles } from './button-styles';
import { SmartLink } from './smart-link';

interface BannerLink {
  label?: string | null;
  href?: string | null;
}

interface ClosingBannerProps {
  id: string;
  heading: string | null | undefined;
  text?: string | null;
  primary?: BannerLink | null;
  secondary?: BannerLink | null;
  /**
   * A full-width hairline above the banner, for one that follows a section on the plain page
   * background: every other change of section on the site is marked by a line.
   */
  divided?: boolean;
}

export function ClosingBanner({
  id,
  heading,
  text,
  primary,
  secondary,
  divided = false,
}: ClosingBannerProps) {
  return (
    <section aria-labelledby={id} className={divided ? 'border-t border-border' : undefined}>
      <div className="container-page py-20 sm:py-24">
        <div className="relative isolate overflow-hidden rounded-card border border-border bg-surface-raised px-6 py-14 text-center shadow-card sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_80%_at_50%_0%,var(--brand-soft),transparent)]"
          />
          <h2 id={id} className="mx-auto max-w-3xl text-heading font-bold text-balance">
            {heading}
          </h2>
          {text && (
            <p className="mx-auto mt-4 max-w-2xl text-lead text-pretty text-fg-muted">{text}</p>
          )}
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {primary?.href && (
              <SmartLink href={primary.href} className={buttonStyles.primary}>
                {primary.label}
              </SmartLink>
            )}
            {secondary?.href && (
              <SmartLink href={secondary.href} className={buttonStyles.secondary}>
                {secondary.label}
              </SmartLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
