// The eight topic shortcuts offered once the visitor has introduced themselves.

import { quickReplies } from '../chat-script';

interface QuickRepliesProps {
  onPick: (label: string) => void;
}

export function QuickReplies({ onPick }: QuickRepliesProps) {
  return (
    <ul aria-label="Quick replies" className="flex flex-wrap gap-2 px-4 pb-3">
      {quickReplies.map(({ label }) => (
        <li key={label}>
          <button
            type="button"
            onClick={() => onPick(label)}
            className="rounded-control border border-border bg-surface-raised px-3 py-1.5 text-xs font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
