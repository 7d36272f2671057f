// The height of the inline chat on /chatbot, shared by the panel, the placeholder that holds its
// place while its chunk loads and the message shown if that load fails, so nothing jumps. Tall
// enough for a conversation, but never taller than the screen below the sticky header (4 rem):
// on a phone on its side the newest reply and the message box show together below it.
export const INLINE_CHAT_HEIGHT_CLASS =
  'h-[min(48rem,calc(100dvh-10rem))] min-h-[min(28rem,calc(100dvh-5rem))]';
