// Plain text from a multi-line CMS box as the paragraphs the editor typed: a blank line starts a
// paragraph and a single line break stays a <br>, as the Studio's box shows them, so the page
// shows what the editor saw.

import { Fragment } from 'react';

import { splitParagraphs } from '@/lib/paragraphs';

export interface ParagraphsProps {
  text: string | null | undefined;
  /**
   * The classes of every paragraph, the ones the single <p> had. Its top margin (mt-*) is then
   * also the space between paragraphs; where there is none, add one (`not-first:mt-4`).
   */
  className?: string;
}

/**
 * One <p> per paragraph of `text`, side by side in the parent, so nothing else nests in them: put
 * it where a <p> may go (not inside another <p>). Nothing at all for empty text.
 */
export function Paragraphs({ text, className }: ParagraphsProps) {
  return splitParagraphs(text).map((lines, index) => (
    <p key={index} className={className}>
      {lines.map((line, at) => (
        <Fragment key={at}>
          {at > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
