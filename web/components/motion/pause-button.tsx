// Stops and restarts something that moves by itself (WCAG 2.2.2 Pause, Stop, Hide): the hero's
// rotating words and artwork, the picture strips. Visitors who ask their system for less motion
// never see these move, so the parts that use it render it only when they move.
import { Icon } from '@/components/ui/icon';

interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /** The button's name (and tooltip) while moving and while paused, from the CMS. */
  labels: { pause: string | null | undefined; play: string | null | undefined };
  className?: string;
}

export function PauseButton({ paused, onToggle, labels, className = '' }: PauseButtonProps) {
  const label = (paused ? labels.play : labels.pause) ?? undefined;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-full border border-border bg-surface-raised/90 text-fg shadow-card backdrop-blur transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand print:hidden ${className}`}
    >
      <Icon name={paused ? 'play' : 'pause'} className="size-4" />
    </button>
  );
}
