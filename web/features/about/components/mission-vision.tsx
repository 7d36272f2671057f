// 'Our Mission' and 'Our Vision', side by side from 768 px.
import { Reveal } from '@/components/motion/reveal';
import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';
import type { AboutPageQueryResult } from '@/lib/sanity.types';

type Statement = NonNullable<AboutPageQueryResult>['mission'];

interface MissionVisionProps {
  mission: Statement;
  vision: Statement;
}

export function MissionVision({ mission, vision }: MissionVisionProps) {
  const statements = [
    { id: 'about-mission-title', icon: 'rocket', statement: mission },
    { id: 'about-vision-title', icon: 'globe', statement: vision },
  ].filter((item) => item.statement);
  if (statements.length === 0) return null;

  return (
    <div className="border-y border-border bg-surface-sunken/60">
      <div className="container-page grid grid-cols-1 gap-6 py-20 sm:py-24 md:grid-cols-2 lg:gap-8">
        {statements.map(({ id, icon, statement }, index) => (
          <Reveal key={id} index={index}>
            <section
              aria-labelledby={id}
              className="h-full rounded-card border border-border bg-surface-raised p-7 shadow-card sm:p-10"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-control bg-brand-soft text-brand">
                <Icon name={icon} />
              </span>
              <h2 id={id} className="mt-6 text-2xl font-bold sm:text-3xl">
                {statement?.heading}
              </h2>
              <Paragraphs
                text={statement?.text}
                className="mt-4 text-lg leading-relaxed text-fg-muted"
              />
            </section>
          </Reveal>
        ))}
      </div>
    </div>
  );
}
