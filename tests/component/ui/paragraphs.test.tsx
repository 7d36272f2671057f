import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Paragraphs } from '@/components/ui/paragraphs';

/** Each rendered paragraph as its HTML, so line breaks show as <br>. */
function paragraphsOf(text: string | null | undefined) {
  const { container } = render(<Paragraphs text={text} className="mt-6 text-fg-muted" />);
  return [...container.querySelectorAll('p')].map((paragraph) => paragraph.innerHTML);
}

describe('Paragraphs', () => {
  it('starts a new paragraph at each blank line, and each keeps the classes', () => {
    const { container } = render(
      <Paragraphs text={'First paragraph.\n\nSecond paragraph.'} className="mt-6 text-fg-muted" />,
    );
    const paragraphs = [...container.children];
    expect(paragraphs.map((paragraph) => paragraph.tagName)).toEqual(['P', 'P']);
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'First paragraph.',
      'Second paragraph.',
    ]);
    for (const paragraph of paragraphs) expect(paragraph).toHaveClass('mt-6', 'text-fg-muted');
  });

  it.each([
    ['several blank lines', 'One.\n\n\n\nTwo.'],
    ['a "blank" line holding spaces', 'One.\n  \t\nTwo.'],
    ['Windows line ends', 'One.\r\n\r\nTwo.'],
    ['blank lines around the text', '\n\nOne.\n\nTwo.\n\n'],
  ])('counts %s as one paragraph break', (_case, text) => {
    expect(paragraphsOf(text)).toEqual(['One.', 'Two.']);
  });

  it('keeps a single line break as a line break inside the paragraph', () => {
    expect(paragraphsOf('Line one\nline two\r\nline three')).toEqual([
      'Line one<br>line two<br>line three',
    ]);
  });

  it('renders text without breaks as the one paragraph it was before', () => {
    expect(paragraphsOf('Just one paragraph.')).toEqual(['Just one paragraph.']);
  });

  it.each([[undefined], [null], [''], ['  \n\n ']])('renders nothing for %j', (text) => {
    const { container } = render(<Paragraphs text={text} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hydrates the pre-rendered paragraphs without a mismatch', async () => {
    const tree = (
      <section>
        <h2>Overview</h2>
        <Paragraphs text={'One,\nstill one.\n\nTwo.'} className="mt-6" />
      </section>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelectorAll('section > p')).toHaveLength(2);

    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll('section > p')).toHaveLength(2);
    act(() => root.unmount());
    container.remove();
  });
});
