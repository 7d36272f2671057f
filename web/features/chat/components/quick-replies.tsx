// The eight topic shortcuts offered once the visitor has introduced themselves.

import { quickReplies } from '../chat-script';

interface QuickRepliesProps {
  onPick: (label: string) => void;
}

export function QuickReplies({ onPick }: QuickRepliesProps) {
  return (
    // Where the panel is short, the list gives up room to the conversation down to one row and
    // a bit of the next (so it shows there is more), and scrolls on its own. Its padding and
    // scroll padding keep the focus ring of the button at its edge in view.
    <ul
      aria-label="Quick replies"
      className="flex max-h-[35%] min-h-11 scroll-py-1 flex-wrap gap-2 overflow-y-auto px-4 pt-1 pb-3"
    >
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
