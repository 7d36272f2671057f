// The message box. Its label, hint and autofill follow the step (a phone keypad for the phone,
// saved e-mail and name offered). A refused e-mail or phone stays in it to be corrected. Its text
// is 16 px, like every field: Safari on iPhone zooms the page into a smaller one on focus.

import { useId, useState, type FormEvent, type RefObject } from 'react';

import { SubmitButton } from '@/components/forms/submit-button';

import { acceptsInput, type ChatStep } from '../chat-machine';
import { chatScript } from '../chat-script';

const inputHints = {
  email: { inputMode: 'email', autoComplete: 'email' },
  phone: { inputMode: 'tel', autoComplete: 'tel' },
  name: { inputMode: 'text', autoComplete: 'name' },
  chat: { inputMode: 'text', autoComplete: 'off' },
} as const;

interface ChatInputProps {
  step: ChatStep;
  onSend: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the box starts with: the floating chat's keys typed while its code loaded. */
  initialText?: string;
}

export function ChatInput({ step, onSend, inputRef, initialText = '' }: ChatInputProps) {
  const [text, setText] = useState(initialText);
  const id = useId();
  const label = chatScript.placeholders[step];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onSend(text);
    if (acceptsInput(step, text.trim())) {
      setText('');
      return;
    }
    // Back in the box (after a click on Send) with the caret at the end, ready for the fix.
    const box = inputRef.current;
    box?.focus();
    box?.setSelectionRange(text.length, text.length);
  };

  return (
    <form onSubmit={handleSubmit} className="flex shrink-0 gap-2 border-t border-border p-3">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={text}
        placeholder={label}
        onChange={(event) => setText(event.target.value)}
        {...inputHints[step]}
        className="min-w-0 flex-1 rounded-control border border-field-border bg-surface-sunken px-3 py-2 text-base text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      />
      {/* Pre-rendered on /chatbot: without JavaScript it stays disabled, as every form's Send. */}
      <SubmitButton className="rounded-control bg-brand px-4 py-2 text-sm font-semibold text-brand-fg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand forced-colors:border">
        Send
      </SubmitButton>
    </form>
  );
}
