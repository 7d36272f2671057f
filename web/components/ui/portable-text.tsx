// Rich text from the CMS (the `blockContent` type: paragraphs, h2/h3, bullet and numbered
// lists, bold, italic, links), styled once for the legal pages and the case-study stories.
// Links go through SmartLink, so only safe hrefs render and external ones open in a new tab
// with rel="noopener noreferrer". Headings get ids, so a page can build a table of contents.
import { PortableText, type PortableTextComponents } from '@portabletext/react';

import type { BlockContent } from '@/lib/sanity.types';

import { SmartLink } from './smart-link';

type Block = BlockContent[number];

function blockText(block: Block): string {
  return (block.children ?? []).map((child) => child.text ?? '').join('');
}

/** A stable anchor id from a heading's text: "1. Acceptance of Terms" -> "1-acceptance-of-terms". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface RichTextHeading {
  id: string;
  text: string;
}

/** The h2 sections of a body, in order: what a table of contents lists. */
export function richTextSections(value: BlockContent | null | undefined): RichTextHeading[] {
  return (value ?? [])
    .filter((block) => block.style === 'h2')
    .map((block) => ({ id: headingId(blockText(block)), text: blockText(block) }))
    .filter((heading) => heading.text.length > 0);
}

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-5 leading-7 text-fg-muted first:mt-0">{children}</p>,
    h2: ({ children, value }) => (
      <h2
        id={headingId(blockText(value as Block)) || undefined}
        className="mt-12 text-2xl font-semibold tracking-tight text-fg first:mt-0"
      >
        {children}
      </h2>
    ),
    h3: ({ children, value }) => (
      <h3
        id={headingId(blockText(value as Block)) || undefined}
        className="mt-8 text-lg font-semibold text-fg"
      >
        {children}
      </h3>
    ),
  },
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
  if (!value?.length) return null;
  return (
    <div className={className}>
      <PortableText value={value} components={components} />
    </div>
  );
}
