// A /services card that flips between its front and its back (the offerings) on click, and on
// hover with a fine pointer; a toggle button (aria-pressed) flips it for touch and keyboard. The
// face turned away is inert and aria-hidden. Under reduced motion the faces swap instantly.
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';

import { animateElement } from '@/components/motion/load-motion';
import { accentClasses } from '@/components/ui/accent-colors';
import { CmsImage } from '@/components/ui/cms-image';
import { Icon } from '@/components/ui/icon';
import { useEditLink } from '@/lib/edit-links';
import { paths } from '@/lib/paths';
import type { ServicesPageQueryResult } from '@/lib/sanity.types';

import { withServiceName } from '../service-name';

export type ServiceCardValue = ServicesPageQueryResult['services'][number];
type CardLabels = NonNullable<NonNullable<ServicesPageQueryResult['page']>['grid']>;

const HOVER_MEDIA = '(hover: hover) and (pointer: fine)';
const FLIP_S = 0.7;

function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(HOVER_MEDIA).matches;
}

const face =
  'border-border bg-surface-raised shadow-card rounded-card col-start-1 row-start-1 flex flex-col overflow-hidden border backface-hidden';

interface ServiceFlipCardProps {
  service: ServiceCardValue;
  labels: Pick<CardLabels, 'cardLinkLabel' | 'cardLinkName' | 'flipLabel'> | null | undefined;
  /** Loads the card's picture eagerly with high priority (the page's LCP image). */
  priority?: boolean;
}

export function ServiceFlipCard({ service, labels, priority = false }: ServiceFlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const titleId = useId();
  const title = service.title ?? '';
  const href = service.hasDetailPage && service.slug ? paths.service(service.slug) : null;
  const accent = accentClasses(service.color);
  const cardRef = useTurn(flipped);
  const editLink = useEditLink();

  const flipOnHover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && canHover()) setFlipped(next);
  };

  return (
    <article
      aria-labelledby={titleId}
      className="group relative h-full perspective-[1600px]"
      onPointerEnter={flipOnHover(true)}
      onPointerLeave={flipOnHover(false)}
    >
      <button
        type="button"
        aria-pressed={flipped}
        aria-label={withServiceName(labels?.flipLabel, title)}
        onClick={() => setFlipped((current) => !current)}
        className="absolute inset-0 cursor-pointer rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
      />
      <div
        ref={cardRef}
        className="pointer-events-none relative grid h-full grid-cols-1 transform-3d"
      >
        <div className={face} aria-hidden={flipped} inert={flipped}>
          <div className="relative aspect-[16/10] overflow-hidden bg-surface-sunken">
            <CmsImage
              image={service.image}
              edit={editLink({ id: service._id, type: 'service' }, 'image')}
              priority={priority}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              className="size-full object-cover"
            />
            <span
              aria-hidden="true"
              className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-surface-raised/90 px-3 py-1 text-xs font-medium text-fg-muted backdrop-blur"
            >
              <Icon name="flip" className="size-3.5" />
              Details
            </span>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 id={titleId} className="text-xl font-semibold">
              {href ? (
                <Link
                  to={href}
                  prefetch="intent"
                  className="pointer-events-auto relative underline-offset-4 transition-colors hover:text-brand hover:underline"
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            <p className="mt-3 leading-relaxed text-fg-muted">{service.shortDescription}</p>
          </div>
        </div>

        <div
          className={`${face} rotate-y-180 bg-gradient-to-br ${accent.glow} to-transparent p-6`}
          aria-hidden={!flipped}
          inert={!flipped}
        >
          {/* The title needs 8rem beside the icon, or it goes under it (with larger text). */}
          <div className="flex flex-wrap items-center gap-4">
            <span
              className={`inline-flex size-12 shrink-0 items-center justify-center rounded-control ring-1 ${accent.tile}`}
            >
              <Icon name={service.icon} />
            </span>
            <h3 className="min-w-0 flex-[1_1_8rem] text-lg leading-snug font-semibold">{title}</h3>
          </div>
          <p className="mt-5 text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">
            Key features
          </p>
          <ul className="mt-3 space-y-2.5 text-sm">
            {(service.cardFeatures ?? []).map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Icon name="check" className="mt-px size-5 shrink-0 text-brand" />
                <span className="min-w-0">{feature}</span>
              </li>
            ))}
          </ul>
          {href && (
            <Link
              to={href}
              prefetch="intent"
              className="pointer-events-auto relative mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
            >
              <span aria-hidden="true">{labels?.cardLinkLabel}</span>
              <span className="sr-only">{withServiceName(labels?.cardLinkName, title)}</span>
              <Icon name="arrow-right" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * Turns the card to the face asked for, from wherever it stands: part-way through a turn that
 * a quick hover cut short, too. Without the animation it turns at once.
 */
function useTurn(flipped: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const card = ref.current;
    if (!card) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const from = getComputedStyle(card).transform;
    const end = `rotateY(${flipped ? 180 : 0}deg)`;
    animateElement(
      card,
      { transform: [from === 'none' ? 'rotateY(0deg)' : from, end] },
      { duration: FLIP_S, ease: [0.2, 0.7, 0.2, 1] },
      () => {
        card.style.transform = end;
      },
    );
  }, [flipped]);
  return ref;
}
