// The site's own inline scripts carry a nonce made afresh for each build; the build's last step
// allows by hash exactly those, fails on any other executable inline script and strips the nonce.
// CMS text that reached a page as a raw <script> cannot carry it: it did not exist when written.
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
