import { stegaClean } from '@sanity/client/stega';

import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import type { ContactPageQueryResult } from '@/lib/sanity.types';

interface SocialLinksProps {
  heading: string | null | undefined;
  socials: NonNullable<ContactPageQueryResult['settings']>['socials'];
}

// LinkedIn first: the professional network suits an agency's contact page best.
const PLATFORM_ORDER = ['linkedin', 'instagram'];

export function SocialLinks({ heading, socials }: SocialLinksProps) {
  const links = (socials ?? [])
    .filter((social) => social.url)
    .sort(
      (a, b) =>
        PLATFORM_ORDER.indexOf(stegaClean(a.platform) ?? '') -
        PLATFORM_ORDER.indexOf(stegaClean(b.platform) ?? ''),
    );
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="contact-social-heading"
      className="rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-8"
    >
      <h2 id="contact-social-heading" className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-5 space-y-3">
        {links.map((social) => (
          <li key={social._key}>
            <SmartLink
              href={social.url}
              className="group flex items-center gap-3 rounded-control border border-border px-4 py-3 font-medium transition-colors hover:border-brand hover:bg-brand-soft/40"
            >
              <Icon name={social.platform} className="size-5 shrink-0 text-brand" />
              <span className="min-w-0 flex-1">{social.label}</span>
              <Icon
                name="external-link"
                className="size-4 shrink-0 text-fg-muted transition-colors group-hover:text-brand"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
