// The "Learn more →" line at the foot of a Home card. The card's stretched link is what a
// visitor clicks, so the cue is only visual and hidden from assistive technology.
import { Icon } from '@/components/ui/icon';

interface LearnMoreCueProps {
  label: string | null | undefined;
  className?: string;
}

export function LearnMoreCue({ label, className = '' }: LearnMoreCueProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center gap-1.5 text-sm font-semibold text-brand ${className}`}
    >
      {label}
      <Icon
        name="arrow-right"
        strokeWidth={2}
        className="size-4 transition-transform group-hover:translate-x-1"
      />
    </span>
  );
}
