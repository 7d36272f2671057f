// What the chat says in its place when its code cannot load (the visitor is offline, or the site
// was redeployed while the tab was open). Not in chat-script.ts: the widget and the routes show
// it precisely when the chunk holding the script did not arrive.
export const chatLoadFailure = "The chat couldn't load. Check your connection and try again.";
