// Rich text from the CMS (`blockContent`), styled once for the legal pages and case studies.
// Links go through SmartLink, so only safe hrefs render. Headings get unique ids ("-2", "-3" for
// repeats), so a page can build a table of contents whose every link reaches its heading.
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { useMemo } from 'react';

import type { BlockContent } from '@/lib/sanity.types';

import { SmartLink } from './smart-link';

type Block = BlockContent[number];

function blockText(block: Block): string {
  return (block.children ?? []).map((child) => child.text ?? '').join('');
}

/**
 * A stable anchor id from a heading's text: "1. Acceptance of Terms" -> "1-acceptance-of-terms".
 * Letters of any script stay ("Données personnelles" -> "données-personnelles", Hindi as
 * written); empty when the text has no letter or digit at all.
 */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** An editor's empty line (Enter pressed twice) is no blank paragraph, heading or list item. */
function withText(value: BlockContent | null | undefined): BlockContent {
  return (value ?? []).filter((block) => blockText(block).trim() !== '');
}

export interface RichTextHeading {
  id: string;
  text: string;
}

const isHeading = (block: Block) => block.style === 'h2' || block.style === 'h3';

/** Each heading block's anchor id by its `_key`, unique within the body. */
function headingIds(value: BlockContent | null | undefined): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  withText(value).forEach((block, index) => {
    if (!isHeading(block)) return;
    // A heading of symbols alone (an emoji) still gets an anchor, from its place in the body.
    const base = headingId(blockText(block)) || `section-${index + 1}`;
    let id = base;
    for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
    taken.add(id);
    ids.set(block._key, id);
  });
  return ids;
}

/** The h2 sections of a body, in order: what a table of contents lists. */
export function richTextSections(value: BlockContent | null | undefined): RichTextHeading[] {
  const ids = headingIds(value);
  return withText(value).flatMap((block) => {
    const id = ids.get(block._key);
    return block.style === 'h2' && id ? [{ id, text: blockText(block) }] : [];
  });
}

function blockComponents(ids: Map<string, string>): PortableTextComponents['block'] {
  return {
    normal: ({ children }) => <p className="mt-5 leading-7 text-fg-muted first:mt-0">{children}</p>,
    h2: ({ children, value }) => (
      <h2
        id={value._key ? ids.get(value._key) : undefined}
        className="mt-12 text-2xl font-semibold tracking-tight text-fg first:mt-0"
      >
        {children}
      </h2>
    ),
    h3: ({ children, value }) => (
      <h3
        id={value._key ? ids.get(value._key) : undefined}
        className="mt-8 text-lg font-semibold text-fg"
      >
        {children}
      </h3>
    ),
  };
}

const components: Omit<PortableTextComponents, 'block'> = {
  list: {
    bullet: ({ children }) => (
      <ul className="mt-5 list-disc space-y-2 pl-6 leading-7 text-fg-muted marker:text-brand">
        {children}
      </ul>
    ),
    number: ({ children }) => (
      <ol className="mt-5 list-decimal space-y-2 pl-6 leading-7 text-fg-muted marker:font-semibold marker:text-brand">
        {children}
      </ol>
    ),
  },
  listItem: {
    bullet: ({ children }) => <li className="pl-1">{children}</li>,
    number: ({ children }) => <li className="pl-1">{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-fg">{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ children, value }) => (
      <SmartLink
        href={(value as { href?: string } | undefined)?.href}
        className="font-medium text-brand underline decoration-brand/40 underline-offset-4 transition-colors hover:decoration-brand"
      >
        {children}
      </SmartLink>
    ),
  },
};

interface RichTextProps {
  value: BlockContent | null | undefined;
  className?: string;
}

export function RichText({ value, className }: RichTextProps) {
  const blocks = useMemo(() => withText(value), [value]);
  const allComponents = useMemo(
    () => ({ ...components, block: blockComponents(headingIds(blocks)) }),
    [blocks],
  );
  if (!blocks.length) return null;
  return (
    <div className={className}>
      <PortableText value={blocks} components={allComponents} />
    </div>
  );
}
