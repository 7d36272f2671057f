// The chat's sizes, shared by the panel, its loading placeholder and its load failure, so nothing
// jumps when one replaces another. A module of its own: the floating dialog needs them before the
// panel's code loads, without bringing the chat script's text into every page.

/** The floating panel's height; smaller screens cap it to the viewport. */
export const CHAT_PANEL_HEIGHT_PX = 600;

/**
 * The cap on the floating panel: below the header (11.5rem), unless larger text leaves too
 * little room for a conversation: then up to 400 px, over the header if need be.
 */
export const FLOATING_CHAT_MAX_HEIGHT_CLASS = 'max-h-[max(100dvh-11.5rem,min(100dvh-7rem,400px))]';

/** What fills the floating dialog: the panel, its placeholder or its load failure. */
export const FLOATING_PANEL_FILL_CLASS = 'min-h-0 flex-1';

/**
 * The height of the inline chat on /chatbot. Tall enough for a conversation, but never taller
 * than the screen below the sticky header (4 rem): on a phone on its side the newest reply and
 * the message box show together below it.
 */
export const INLINE_CHAT_HEIGHT_CLASS =
  'h-[min(48rem,calc(100dvh-10rem))] min-h-[min(28rem,calc(100dvh-5rem))]';
