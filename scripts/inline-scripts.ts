// The inline scripts of a pre-rendered page and which its Content-Security-Policy may allow. An
// executable inline script without the build's nonce is not the site's own (CMS text that reached
// the page as raw HTML), so it fails the build instead of being allowed by its hash.
import { scriptHash } from '../server/security-headers.ts';

export interface InlineScript {
  /** The attributes as written, names in lower case; `true` for one without a value. */
  attributes: Record<string, string | true>;
  body: string;
}

// Where a script element starts, as a browser's tokenizer sees it: `<script` followed by white
// space, `/` or `>` (`<scripts>` is another element).
const SCRIPT_START = /<script(?=[\t\n\f\r />])/gi;
const SCRIPT_END = /<\/script[\t\n\f\r />]/gi;
const SPACE = /[\t\n\f\r ]/;

/** JSON for machines (structured data): browsers never run it, so it needs no hash. */
const DATA_BLOCK_TYPES = new Set(['application/ld+json', 'application/json']);

/**
 * Every script element without `src` in `html`, in order. Attributes are read as browsers read
 * them (quoted or not, `>` inside quotes), so no attribute can pass for another.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const start of html.matchAll(SCRIPT_START)) {
    const { attributes, end } = readAttributes(html, start.index + start[0].length);
    SCRIPT_END.lastIndex = end;
    const close = SCRIPT_END.exec(html);
    if (attributes.src !== undefined) continue;
    scripts.push({ attributes, body: html.slice(end, close ? close.index : html.length) });
  }
  return scripts;
}

/** Whether a browser would run the script: anything but a JSON data block counts. */
export function isExecutable(script: InlineScript): boolean {
  const type = script.attributes.type;
  return typeof type !== 'string' || !DATA_BLOCK_TYPES.has(type.trim().toLowerCase());
}

/** The attributes of a start tag from `from` (just after its name) to its `>`. */
function readAttributes(html: string, from: number) {
  const attributes: Record<string, string | true> = {};
  let at = from;
  const skip = (pattern: RegExp) => {
    while (at < html.length && pattern.test(html[at]!)) at++;
  };
  for (;;) {
    skip(/[\t\n\f\r /]/);
    if (at >= html.length || html[at] === '>') break;
    const nameStart = at;
    at++;
    while (at < html.length && !/[\t\n\f\r />=]/.test(html[at]!)) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    skip(SPACE);
    let value: string | true = true;
    if (html[at] === '=') {
      at++;
      skip(SPACE);
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        value = html.slice(at + 1, close === -1 ? html.length : close);
        at = close === -1 ? html.length : close + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !/[\t\n\f\r >]/.test(html[at]!)) at++;
        value = html.slice(valueStart, at);
      }
    }
    // A repeated attribute counts once, the first time, as in a browser.
    if (!(name in attributes)) attributes[name] = value;
  }
  return { attributes, end: Math.min(at + 1, html.length) };
}

export interface PageScripts {
  /** The hashes, in CSP source form, of the page's own inline scripts. */
  scriptHashes: string[];
  /** Executable inline scripts the site did not write, shortened for a message. */
  foreign: string[];
  /** The page without the nonce attributes, which have done their job. */
  html: string;
}

/**
 * Sorts a page's inline scripts by the build's `nonce`: those carrying it get a hash, any other
 * executable one is foreign. A nonced script holding `<!--` is foreign too, as a browser could read
 * past its end and run other text than its hash covers.
 */
export function sortPageScripts(html: string, nonce: string): PageScripts {
  const scriptHashes = new Set<string>();
  const foreign: string[] = [];
  for (const script of inlineScripts(html)) {
    if (!isExecutable(script)) continue;
    if (script.attributes.nonce === nonce && !script.body.includes('<!--')) {
      scriptHashes.add(scriptHash(script.body));
    } else {
      const text = script.body.replace(/\s+/g, ' ').trim();
      foreign.push(`<script>${text.length > 80 ? `${text.slice(0, 80)}…` : text}</script>`);
    }
  }
  return {
    scriptHashes: [...scriptHashes],
    foreign,
    html: html.replaceAll(` nonce="${nonce}"`, ''),
  };
}
