// Where the Studio reads and writes content. The CLI evaluates this in Node; in the browser
// bundle, sanity.cli.ts's `vite.define` replaces the SANITY_STUDIO_* expressions with the
// resolved values, so `process` is never touched there.

import { LOCAL_PROJECT_ID } from '../web/lib/local-project';

/**
 * The local dataset's id when no project is configured, so `sanity build`, `sanity schema
 * validate` and typegen run offline. A Studio built with it loads, but cannot sign in or read content.
 */
export const projectId =
  process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || LOCAL_PROJECT_ID;

export const dataset =
  process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production';

/** Matches the web app's default (server/config.ts) so Vision answers like the site's queries. */
export const apiVersion =
  process.env.SANITY_STUDIO_API_VERSION || process.env.SANITY_API_VERSION || '2025-05-15';

/**
 * The website "Open preview" opens (production-url.ts): SANITY_STUDIO_SITE_URL where the Studio
 * is deployed with its own variables, else SITE_URL; sanity.cli.ts adds the site's default.
 */
export const siteUrl = process.env.SANITY_STUDIO_SITE_URL || process.env.SITE_URL || '';

/**
 * The preview server Presentation frames (docs/editing.md): SANITY_STUDIO_PREVIEW_URL, else
 * sanity.cli.ts's default, the local `npm start` address.
 */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || '';
