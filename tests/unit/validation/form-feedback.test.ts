import { describe, expect, it } from 'vitest';

import {
  hasChanges,
  invalidFieldsMessage,
  leaveMessage,
  leaveMessages,
} from '@/components/forms/form-feedback';

describe('invalidFieldsMessage', () => {
  it.each([
    [['Email address'], 'Please check 1 field: Email address.'],
    [['Full Name', 'Email'], 'Please check 2 fields: Full Name, Email.'],
    [
      ['Full Name', 'Email', 'Service Interested In', 'Project Details'],
      'Please check 4 fields: Full Name, Email, Service Interested In, Project Details.',
    ],
  ])('names %j', (labels, message) => {
    expect(invalidFieldsMessage(labels)).toBe(message);
  });
});

describe('hasChanges', () => {
  const initial = { name: '', position: 'Senior SEO Specialist', resume: null as object | null };

  it.each([
    ['nothing changed', { ...initial }, false],
    ['a typed value', { ...initial, name: 'A' }, true],
    ['only spaces', { ...initial, name: ' ' }, true],
    ['a changed choice', { ...initial, position: 'Full Stack Developer' }, true],
    ['an attached file', { ...initial, resume: { name: 'cv.pdf' } }, true],
  ])('%s -> %s', (_case, values, changed) => {
    expect(hasChanges(values, initial)).toBe(changed);
  });
});

describe('leaveMessage', () => {
  it.each([
    [{ changed: false, sending: false }, null],
    [{ changed: true, sending: false }, leaveMessages.unsent],
    [{ changed: true, sending: true }, leaveMessages.sending],
    [{ changed: false, sending: true }, leaveMessages.sending],
  ])('%j -> %s', (state, message) => {
    expect(leaveMessage(state)).toBe(message);
  });

  it('warns in plain words that typed text would be lost', () => {
    expect(leaveMessages.unsent).toBe(
      'Leave this page? What you typed in the form has not been sent and will be lost.',
    );
  });
});
