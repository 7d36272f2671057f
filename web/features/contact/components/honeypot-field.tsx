// A field people never see or reach, which spam bots fill. Autofill and password managers must
// not fill it either, or a person would see "sent" while nothing was sent: its name holds no word
// they look for, autocomplete is off, and the common managers' opt-out marks are set.

import { HONEYPOT_NAME } from '../enquiry-constants';

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_NAME}
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
