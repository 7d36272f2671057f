// The eight topic shortcuts offered once the visitor has introduced themselves.

import { useRef, type MouseEvent } from 'react';

import { quickReplies } from '../chat-script';

interface QuickRepliesProps {
  /** `tapped`: picked with a finger or pen, where moving focus to a text box opens a keyboard. */
  onPick: (label: string, how: { tapped: boolean }) => void;
}

export function QuickReplies({ onPick }: QuickRepliesProps) {
  // The pointer that pressed last. A click the keyboard made (Enter, Space) has no press and
  // reports detail 0.
  const pointerType = useRef('');
  const pick = (label: string, event: MouseEvent) => {
    const tapped = event.detail !== 0 && ['touch', 'pen'].includes(pointerType.current);
    pointerType.current = '';
    onPick(label, { tapped });
  };

  return (
    // Where the panel is short, the list gives up room to the conversation down to one row and
    // a bit of the next (so it shows there is more), and scrolls on its own. Its padding and
    // scroll padding keep the focus ring of the button at its edge in view.
    <ul
      aria-label="Quick replies"
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
      }}
      className="flex max-h-[35%] min-h-11 scroll-py-1 flex-wrap gap-2 overflow-y-auto px-4 pt-1 pb-3"
    >
      {quickReplies.map(({ label }) => (
        <li key={label}>
          <button
            type="button"
            onClick={(event) => pick(label, event)}
            className="rounded-control border border-border bg-surface-raised px-3 py-1.5 text-xs font-medium text-brand hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}
