// Routes a free chat message to a topic by keyword: the lowercased text is
// checked against each row in order, and the first row with a contained keyword wins.

import { keywordRoutes, type Topic } from './chat-script';

export function matchIntent(text: string): Topic | null {
  const lowered = text.toLowerCase();
  const route = keywordRoutes.find(({ keywords }) =>
    keywords.some((keyword) => lowered.includes(keyword)),
  );
  return route?.topic ?? null;
}
