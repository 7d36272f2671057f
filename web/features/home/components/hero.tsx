// Home section 1: headline, rotating service names, calls to action and stats, beside the orbit
// artwork on wide screens. One button pauses both moving parts, which would otherwise move
// forever; they also stand still while the hero is scrolled out of view.
import { useInView } from 'framer-motion';
import { useRef, useState } from 'react';

import { PauseButton } from '@/components/motion/pause-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { useEditLink } from '@/lib/edit-links';
import type { HomePageQueryResult } from '@/lib/sanity.types';

import { HeroArtwork } from './hero-artwork';
import { RotatingText } from './rotating-text';

type HeroProps = { hero: NonNullable<HomePageQueryResult>['hero'] };

/** Glass tiles floating around the artwork: code, cloud, AI and blockchain. */
const ARTWORK_TILES = [
  { icon: 'code', position: 'top-[8%] left-[2%]' },
  { icon: 'cloud', position: 'top-[14%] right-[0%]' },
  { icon: 'cpu', position: 'bottom-[12%] left-[6%]' },
  { icon: 'blocks', position: 'bottom-[6%] right-[8%]' },
] as const;

export function Hero({ hero }: HeroProps) {
  const [paused, setPaused] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  // In view until the browser says otherwise, as the pre-rendered hero is.
  const inView = useInView(sectionRef, { initial: true });
  const still = paused || !inView;
  const editLink = useEditLink();
  if (!hero) return null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="home-hero-title"
      className="relative isolate overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_15%_0%,var(--brand-soft),transparent),radial-gradient(ellipse_50%_50%_at_90%_30%,color-mix(in_oklab,var(--accent)_14%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_75%_65%_at_30%_10%,black,transparent)] bg-[size:56px_56px] opacity-50"
      />
      <div className="container-page grid grid-cols-1 items-center gap-12 pt-14 pb-20 sm:pt-20 sm:pb-28 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-8">
        <div>
          <h1
            id="home-hero-title"
            className="max-w-3xl text-display font-extrabold text-balance"
            data-sanity={editLink('homePage', 'hero.headline')}
          >
            {hero.headline}
          </h1>
          {hero.rotatingServices && hero.rotatingServices.length > 0 && (
            // The names' box is as wide as the longest name, so the pause button after it
            // stays in one place while they rotate.
            <div className="mt-5 flex items-center gap-3">
              <RotatingText
                items={hero.rotatingServices}
                label={hero.rotatingLabel ?? ''}
                paused={still}
                className="min-h-[1.3em] min-w-0 text-2xl leading-snug font-bold sm:text-3xl"
                itemClassName="bg-gradient-to-r from-brand to-accent bg-clip-text text-transparent"
              />
              {/* Nothing moves for a visitor who asks for less motion, so nothing to pause. */}
              <PauseButton
                paused={paused}
                onToggle={() => setPaused((current) => !current)}
                labels={{ pause: hero.pauseLabel, play: hero.playLabel }}
                className="shrink-0 motion-reduce:hidden"
              />
            </div>
          )}
          {hero.intro && (
            <p
              className="mt-6 max-w-xl text-lead text-pretty text-fg-muted"
              data-sanity={editLink('homePage', 'hero.intro')}
            >
              {hero.intro}
            </p>
          )}
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-4">
            {hero.primaryCta?.href && (
              <SmartLink href={hero.primaryCta.href} className={buttonStyles.primary}>
                {hero.primaryCta.label}
                <Icon name="arrow-right" strokeWidth={2} className="size-4" />
              </SmartLink>
            )}
            {hero.secondaryCta?.href && (
              <SmartLink href={hero.secondaryCta.href} className={buttonStyles.secondary}>
                {hero.secondaryCta.label}
              </SmartLink>
            )}
          </div>
          {hero.stats && hero.stats.length > 0 && (
            // Three equal cards a row, each at least as wide as its figure, wrapping onto more
            // rows with enlarged text; the tighter spacing on the narrowest phones keeps a label
            // like 'Conversions' inside its card.
            <dl className="mt-12 flex max-w-xl flex-wrap gap-2 min-[375px]:gap-3 sm:gap-4">
              {hero.stats.map((stat) => (
                <div
                  key={stat._key}
                  className="flex flex-[1_1_5.5rem] flex-col-reverse rounded-card border border-border bg-surface-raised/70 px-2 py-4 backdrop-blur min-[375px]:px-2.5 sm:px-5"
                >
                  <dt className="mt-1 text-xs font-medium wrap-break-word hyphens-auto text-fg-muted sm:text-sm sm:tracking-wide sm:uppercase">
                    {stat.label}
                  </dt>
                  <dd className="text-xl font-extrabold tracking-tight text-fg min-[375px]:text-2xl sm:text-3xl">
                    {stat.value}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="relative mx-auto hidden w-full max-w-[30rem] lg:block">
          <HeroArtwork paused={still} className="w-full" />
          {ARTWORK_TILES.map((tile) => (
            <span
              key={tile.icon}
              aria-hidden="true"
              className={`absolute flex size-14 items-center justify-center rounded-control border border-border bg-surface-raised/80 text-brand shadow-card backdrop-blur ${tile.position}`}
            >
              <Icon name={tile.icon} className="size-7" />
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
