// A service card of the AI Automation and Blockchain pages:
// picture, icon, title, description and four feature lines, all visible at once so nothing
// needs a hover or a flip to be read.
import { useEditLink, type EditSource } from '@/lib/edit-links';
import type { AiAutomationPageQueryResult } from '@/lib/sanity.types';

import { CmsImage } from './cms-image';
import { Icon } from './icon';

/** The blockchain page's cards have the same shape. */
export type OfferingCardValue = NonNullable<
  NonNullable<NonNullable<AiAutomationPageQueryResult>['services']>['cards']
>[number];

interface OfferingCardProps {
  card: OfferingCardValue;
  /** Where the card is edited: the document, and the card's path in it. */
  source?: EditSource;
}

export function OfferingCard({ card, source }: OfferingCardProps) {
  const editLink = useEditLink();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface-raised shadow-card transition-colors duration-300 hover:border-brand/60">
      {/* The artwork shows whole, at its own proportions (its width and height hold its place,
          so nothing shifts): a fixed frame would crop square pictures, and no badge covers it. */}
      <div className="overflow-hidden bg-surface-sunken">
        <CmsImage
          image={card.image}
          edit={source && editLink(source.document, `${source.field}.image`)}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="block h-auto w-full transition-transform duration-500 group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-control bg-brand-soft text-brand">
            <Icon name={card.icon} />
          </span>
          <h3 className="min-w-0 text-xl font-semibold">{card.title}</h3>
        </div>
        <p className="mt-4 leading-relaxed text-fg-muted">{card.description}</p>
        {card.features && card.features.length > 0 && (
          <ul className="mt-6 space-y-2.5 border-t border-border pt-5 text-sm">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Icon name="check" className="mt-px size-5 shrink-0 text-brand" />
                <span className="min-w-0">{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
