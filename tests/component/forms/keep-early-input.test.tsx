// KeepEarlyInput under React's own hydration: a pre-rendered form changed before the scripts
// arrive must keep the changes in its state. This covers every kind of control and what is left
// alone; the browser specs cover the site's own forms.
import { act, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

import { KeepEarlyInput } from '@/components/forms/keep-early-input';

function ProbeForm() {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [size, setSize] = useState('small');
  const [topic, setTopic] = useState('a');
  const [secret, setSecret] = useState('');
  const [trap, setTrap] = useState('');
  return (
    <form aria-label="Probe">
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <input
          type="checkbox"
          checked={agree}
          onChange={(event) => setAgree(event.target.checked)}
        />
        Agree
      </label>
      {['small', 'large'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="size"
            value={value}
            checked={size === value}
            onChange={() => setSize(value)}
          />
          {value}
        </label>
      ))}
      <label>
        Topic
        <select value={topic} onChange={(event) => setTopic(event.target.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
      </label>
      <label>
        Password
        <input type="password" value={secret} onChange={(event) => setSecret(event.target.value)} />
      </label>
      <div aria-hidden="true">
        <input aria-label="Trap" value={trap} onChange={(event) => setTrap(event.target.value)} />
      </div>
      <output>{JSON.stringify({ name, agree, size, topic, secret, trap })}</output>
    </form>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

it('hands what was typed before hydration to the form, leaving passwords and hidden traps', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ProbeForm />);
  document.body.append(container);
  const form = within(container);
  const name = form.getByLabelText<HTMLInputElement>('Name');
  const agree = form.getByLabelText<HTMLInputElement>('Agree');
  const small = form.getByLabelText<HTMLInputElement>('small');
  const large = form.getByLabelText<HTMLInputElement>('large');
  const topic = form.getByLabelText<HTMLSelectElement>('Topic');
  const password = form.getByLabelText<HTMLInputElement>('Password');
  const trap = form.getByLabelText<HTMLInputElement>('Trap');

  name.focus();
  name.value = 'Typed early';
  name.setSelectionRange(5, 5);
  agree.click();
  large.click();
  topic.value = 'b';
  password.value = 'hunter2';
  trap.value = 'bot';

  const errors = vi.spyOn(console, 'error');
  const root = await act(async () =>
    hydrateRoot(
      container,
      <KeepEarlyInput>
        <ProbeForm />
      </KeepEarlyInput>,
    ),
  );

  expect(JSON.parse(container.querySelector('output')?.textContent ?? '')).toEqual({
    name: 'Typed early',
    agree: true,
    size: 'large',
    topic: 'b',
    secret: '',
    trap: '',
  });
  expect(name).toHaveValue('Typed early');
  expect(name).toHaveFocus();
  expect(name.selectionStart).toBe(5);
  expect(agree).toBeChecked();
  expect(large).toBeChecked();
  expect(small).not.toBeChecked();
  expect(topic).toHaveValue('b');
  // Left to the form, which shows what it holds: the visitor sees them empty and types again.
  expect(password).toHaveValue('');
  expect(trap).toHaveValue('');
  expect(errors).not.toHaveBeenCalled();

  act(() => root.unmount());
  container.remove();
});
