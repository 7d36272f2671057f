import { describe, expect, it } from 'vitest';

import { keywordRoutes, quickReplies } from '@/features/chat/chat-script';
import { matchIntent } from '@/features/chat/match-intent';

describe('matchIntent', () => {
  // Every keyword of every row, in a sentence and in capitals.
  const rows = keywordRoutes.flatMap(({ keywords, topic }) =>
    keywords.map((keyword) => [keyword, topic] as const),
  );

  it.each(rows)('routes "%s" to %s', (keyword, topic) => {
    expect(matchIntent(`Tell me about ${keyword.toUpperCase()} please`)).toBe(topic);
  });

  it('restates the spec table in order', () => {
    expect(keywordRoutes.map(({ keywords, topic }) => [topic, keywords])).toEqual([
      ['app', ['app', 'mobile', 'ios', 'android']],
      ['website', ['website', 'web', 'site']],
      ['integration', ['tech', 'integration']],
      ['cloud', ['cloud', 'aws', 'azure']],
      ['pricing', ['price', 'cost', 'budget']],
      ['contact', ['contact', 'support', 'help']],
      ['consultation', ['consult', 'meet', 'discuss']],
      ['faq', ['faq', 'question']],
      ['services', ['service']],
    ]);
  });

  it.each([
    ['What does a mobile website cost?', 'app'],
    ['How much would a website cost?', 'website'],
    ['Can you help with cloud hosting?', 'cloud'],
    ['What is the price of tech integration?', 'integration'],
    ['I have a question about support', 'contact'],
    ['Can we meet to discuss a service?', 'consultation'],
    ['FAQ about your service', 'faq'],
  ])('lets the earlier row win for "%s"', (text, topic) => {
    expect(matchIntent(text)).toBe(topic);
  });

  it('matches keywords inside longer words, as "contains" says', () => {
    expect(matchIntent('I am happy')).toBe('app');
    expect(matchIntent('Our services')).toBe('services');
  });

  it.each(['Hello there', 'Good morning', '12345'])('finds no topic in "%s"', (text) => {
    expect(matchIntent(text)).toBeNull();
  });

  it.each(quickReplies.map(({ label, topic }) => [label, topic] as const))(
    'routes the quick reply "%s" to %s',
    (label, topic) => {
      expect(matchIntent(label)).toBe(topic);
    },
  );

  it('offers eight quick replies', () => {
    expect(quickReplies).toHaveLength(8);
  });
});
