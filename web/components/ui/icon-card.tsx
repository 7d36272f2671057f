// A small card with an icon badge, a title and a description (careers benefits, "Why Choose
// Us"). Rendered as a list item: the grids around it are lists.
import { Icon } from './icon';

interface IconCardProps {
  icon: string | null | undefined;
  title: string | null | undefined;
  description: string | null | undefined;
}

export function IconCard({ icon, title, description }: IconCardProps) {
  return (
    <div className="group h-full rounded-card border border-border bg-surface-raised p-6 shadow-card transition-colors duration-300 hover:border-brand/60 sm:p-7">
      <span className="inline-flex size-12 items-center justify-center rounded-control bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-brand-fg">
        <Icon name={icon} />
      </span>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 leading-relaxed text-fg-muted">{description}</p>
    </div>
  );
}
