// The security headers `npm start` sends, matching build/client/_headers and each page's <meta>
// policy. Pre-rendered pages hold inline scripts, so each page's CSP allows exactly the site's own
// by SHA-256 hash instead of 'unsafe-inline'; `npm start` sends the hashes the page's policy lists.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

/** A script's hash in CSP source form. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i;

/**
 * The script hashes the page's own <meta> policy allows, as the build wrote it; none for a page
 * without one, whose inline scripts then do not run.
 */
export function pageScriptHashes(html: string): string[] {
  const policy = META_POLICY.exec(html)?.[1] ?? '';
  const scriptSrc = policy
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'));
  return scriptSrc?.match(/'sha256-[A-Za-z0-9+/]+={0,2}'/g) ?? [];
}

export interface CspOptions {
  scriptHashes: string[];
  /** Origins the page may fetch from besides its own: the CMS and the contact API. */
  connectOrigins: string[];
  /** Origins images may come from besides its own (the Sanity image CDN). */
  imageOrigins: string[];
  /** The one origin that may frame the page (the Studio, for the preview); none by default. */
  framedBy?: string;
}

export function contentSecurityPolicy({
  scriptHashes,
  connectOrigins,
  imageOrigins,
  framedBy,
}: CspOptions) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Style attributes set by React and the carousel; no third-party stylesheet is loaded.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBy ?? "'none'"}`,
  ].join('; ');
}

/** Headers every response carries, whatever its type. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * What a page's meta policy cannot say (browsers ignore frame-ancestors in a meta tag), sent
 * with every response: by the static hosts (`_headers`) and by `npm start` (http.ts). A second
 * policy only narrows the first: both are enforced.
 */
export const HEADER_ONLY_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

export interface SiteOrigins {
  sanityProjectId: string | null;
  contactApiUrl: string;
  /** PREVIEW_STUDIO_ORIGIN: set only on the preview server, whose pages the Studio frames. */
  previewStudioOrigin?: string | null;
}

/** The external origins a page of this site talks to, from its configuration. */
export function externalOrigins({ sanityProjectId, contactApiUrl }: SiteOrigins) {
  const connectOrigins: string[] = [];
  const imageOrigins: string[] = [];
  if (sanityProjectId) {
    connectOrigins.push(
      `https://${sanityProjectId}.apicdn.sanity.io`,
      `https://${sanityProjectId}.api.sanity.io`,
    );
    imageOrigins.push('https://cdn.sanity.io');
  }
  if (/^https?:\/\//.test(contactApiUrl)) connectOrigins.push(new URL(contactApiUrl).origin);
  return { connectOrigins, imageOrigins };
}

/** All headers for one HTML page whose own inline scripts have these hashes. */
export function htmlSecurityHeaders(
  scriptHashes: string[],
  origins: SiteOrigins,
): Record<string, string> {
  const { previewStudioOrigin } = origins;
  // X-Frame-Options cannot name an origin, so a framed preview page goes without it.
  const { 'X-Frame-Options': _denied, ...framable } = BASE_SECURITY_HEADERS;
  return {
    ...(previewStudioOrigin ? framable : BASE_SECURITY_HEADERS),
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes,
      ...externalOrigins(origins),
      framedBy: previewStudioOrigin ?? undefined,
    }),
  };
}

/**
 * Security headers per served file. An HTML page's CSP is read from the page once per version
 * of the file (size and mtime), so a rebuild under a running server gets the new hashes
 * instead of a stale policy that would block every script.
 */
export function securityHeadersFor(origins: SiteOrigins) {
  const cache = new Map<string, { version: string; headers: Record<string, string> }>();
  return async (file: string, contentType: string) => {
    if (!contentType.startsWith('text/html')) return BASE_SECURITY_HEADERS;
    const info = await stat(file);
    const version = `${info.size}:${info.mtimeMs}`;
    let cached = cache.get(file);
    if (cached?.version !== version) {
      const html = await readFile(file, 'utf8');
      cached = { version, headers: htmlSecurityHeaders(pageScriptHashes(html), origins) };
      cache.set(file, cached);
    }
    return cached.headers;
  };
}
