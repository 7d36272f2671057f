/** Holds a page's place while its first content read is under way (the top bar shows progress). */
export function ContentPending() {
  return <div aria-busy="true" className="min-h-[60vh]" />;
}
