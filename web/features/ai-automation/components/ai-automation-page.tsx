import { Reveal } from '@/components/motion/reveal';
import { SolutionPage } from '@/components/solution/solution-page';
import { IconCard } from '@/components/ui/icon-card';
import { SectionHeading } from '@/components/ui/section-heading';

import { useAiAutomationPage } from '../queries';

export function AiAutomationPage() {
  const { data } = useAiAutomationPage();
  if (!data) return null;
  const { benefits } = data;
  return (
    <SolutionPage idPrefix="ai" document="aiAutomationPage" content={data}>
      {benefits?.cards && benefits.cards.length > 0 && (
        <section
          aria-labelledby="ai-benefits-heading"
          className="border-y border-border bg-surface-sunken/60"
        >
          <div className="container-page py-20 sm:py-24">
            <SectionHeading id="ai-benefits-heading" heading={benefits.heading} />
            <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {benefits.cards.map((card, index) => (
                <Reveal as="li" key={card._key} index={index}>
                  <IconCard icon={card.icon} title={card.title} description={card.description} />
                </Reveal>
              ))}
            </ul>
          </div>
        </section>
      )}
    </SolutionPage>
  );
}
