// 'Connect with us' marks its navigation, so the floating widget closes the chat only once that
// change of page has gone ahead: a form's leave guard may keep the visitor on the page, and
// then the conversation stays too.

/** Navigation state of the fallback's way to the contact page. */
export const connectNavigationState = { chatConnect: true } as const;

export function isConnectNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'chatConnect' in state;
}
