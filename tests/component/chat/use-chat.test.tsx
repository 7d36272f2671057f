import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TYPING_DELAY_MS, chatScript } from '@/features/chat/chat-script';
import { useChat } from '@/features/chat/use-chat';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const botTexts = (messages: { sender: string; text: string }[]) =>
  messages.filter((message) => message.sender === 'bot').map((message) => message.text);

describe('useChat', () => {
  it('starts with the greeting at the email step', () => {
    const { result } = renderHook(() => useChat());
    expect(result.current.step).toBe('email');
    expect(botTexts(result.current.messages)).toEqual([chatScript.greeting]);
    expect(result.current.isTyping).toBe(false);
  });

  it('delivers a reply after exactly one second, typing meanwhile', () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.send('not an email'));
    expect(result.current.messages.at(-1)).toMatchObject({ sender: 'user', text: 'not an email' });
    expect(result.current.isTyping).toBe(true);

    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS - 1));
    expect(result.current.isTyping).toBe(true);
    expect(botTexts(result.current.messages)).toHaveLength(1);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isTyping).toBe(false);
    expect(result.current.messages.at(-1)).toMatchObject({
      sender: 'bot',
      text: chatScript.invalidEmail,
    });
  });

  it('delivers queued replies one second apart without restarting the first timer', () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.send('ann@example.com'));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.send('5551234567'));
    act(() => vi.advanceTimersByTime(400));
    expect(botTexts(result.current.messages).at(-1)).toBe(chatScript.askPhone);
    expect(result.current.isTyping).toBe(true);
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    expect(botTexts(result.current.messages).at(-1)).toBe(chatScript.askName);
    expect(result.current.isTyping).toBe(false);
  });

  it('clears its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useChat());
    act(() => result.current.send('ann@example.com'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the conversation', () => {
    const { result } = renderHook(() => useChat());
    act(() => result.current.send('ann@example.com'));
    act(() => vi.advanceTimersByTime(TYPING_DELAY_MS));
    act(() => result.current.restart());
    expect(result.current.step).toBe('email');
    expect(botTexts(result.current.messages)).toEqual([chatScript.greeting]);
  });
});
