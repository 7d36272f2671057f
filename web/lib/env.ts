// The web app's configuration, read in one place. Vite exposes only variables listed in
// vite.config.ts `define`/envPrefix, so no secret can reach the bundle by accident.

declare const __SITE_CONFIG__: {
  sanityProjectId: string | null;
  sanityDataset: string;
  sanityApiVersion: string;
  siteUrl: string;
  contactApiUrl: string;
};

export const siteConfig = __SITE_CONFIG__;

/** True when no Sanity project is configured and the embedded local content lake answers. */
export const usesLocalContentLake = siteConfig.sanityProjectId === null;
