// The "Learn more →" line at the foot of a Home card. The card's stretched link is what a
// visitor clicks, so the cue is only visual and hidden from assistive technology.
import { Icon } from '@/components/ui/icon';

import { homeCopy } from '../home-copy';

export function LearnMoreCue({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-brand ${className}`}
    >
      {homeCopy.learnMore}
      <Icon
        name="arrow-right"
        strokeWidth={2}
        className="size-4 transition-transform group-hover:translate-x-1"
      />
    </span>
  );
}
