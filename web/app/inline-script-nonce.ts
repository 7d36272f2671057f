// The inline scripts the site itself writes into a pre-rendered page (the theme script, React
// Router's and React's own) carry a nonce made afresh for each build. The build's last step
// (scripts/static-host-files.ts) allows by hash exactly the scripts that carry it, fails on any
// other executable inline script, and removes the attribute. CMS text that ever reached a page
// as a raw <script> could not carry it: the value did not exist when the text was written.
import { createContext } from 'react';

/** The nonce for the scripts a component writes itself (root.tsx's theme script). */
export const InlineScriptNonce = createContext<string | undefined>(undefined);

const BUILD_NONCE = Symbol.for('agency-site.inline-script-nonce');

/**
 * This build's nonce. Kept in the process's symbol registry: the pre-render runs the bundled
 * copy of this module (entry.server.tsx), the build's last step its own.
 */
export function buildScriptNonce(): string {
  const registry = globalThis as unknown as Record<symbol, string | undefined>;
  return (registry[BUILD_NONCE] ??= crypto.randomUUID());
}
