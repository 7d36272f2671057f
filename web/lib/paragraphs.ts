// How plain text from a multi-line CMS box splits into the paragraphs the editor typed (see
// `Paragraphs` in web/components/ui/paragraphs.tsx, which shows them, and the job postings'
// structured data, which writes them as HTML).

/** The paragraphs of `text`, each a list of its lines, with blank and surrounding space dropped. */
export function splitParagraphs(text: string | null | undefined): string[][] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}
