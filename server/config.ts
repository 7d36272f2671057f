// The environment, read and checked in one place. vite.config.ts (what reaches the bundle),
// the Vite plugin, `npm start` and scripts take their settings from `loadConfig()`, so a bad
// value fails early with one message that lists every problem instead of surfacing later as
// a confusing network error.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; relative paths in the environment are resolved against it. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The project id the local content lake answers to when no Sanity project is configured. The
 * web app's client must use the same id, because @sanity/image-url puts it in image paths.
 */
export const LOCAL_PROJECT_ID = 'local-seed';

/** Path of the contact stand-in, the same path shape as the provider's API. */
export const CONTACT_STAND_IN_PATH = '/v1/contact';

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATASET = 'production';
export const DEFAULT_API_VERSION = '2025-05-15';
export const DEFAULT_ENQUIRIES_FILE = '.data/enquiries.ndjson';
export const DEFAULT_SEED_DATASET = 'seed/dataset.ndjson';

export const DEFAULT_SITE_URL = 'https://www.nexoradigital.example';
const MIN_ADMIN_PASSWORD_LENGTH = 8;

export interface ServerConfig {
  port: number;
  host: string;
  /** `SANITY_PROJECT_ID`, or null when the embedded local lake serves the seed. */
  sanityProjectId: string | null;
  sanityDataset: string;
  /** Without the leading `v`, as @sanity/client expects it. */
  sanityApiVersion: string;
  /** True when SANITY_PROJECT_ID is unset: the embedded lake answers queries. */
  useLocalLake: boolean;
  /** The project id queries and image URLs carry: SANITY_PROJECT_ID or LOCAL_PROJECT_ID. */
  lakeProjectId: string;
  /** Canonical base URL of the site, without trailing slash. */
  siteUrl: string;
  /** The enquiry endpoint: an absolute URL, or CONTACT_STAND_IN_PATH for the local stand-in. */
  contactApiUrl: string;
  /** True when CONTACT_API_URL is unset: the local stand-in receives enquiries. */
  useContactStandIn: boolean;
  /** Absolute path of the NDJSON file the stand-in appends enquiries to. */
  enquiriesFile: string;
  /** Absolute path of the seed dataset the local lake reads. */
  seedDataset: string;
  /** ADMIN_PASSWORD, hashed at build time; undefined means the documented local default. */
  adminPassword: string | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      `Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

// The same rules @sanity/client applies, checked here so the message names the variable.
const PROJECT_ID_PATTERN = /^[a-z0-9-]+$/;
const DATASET_PATTERN = /^[a-z0-9][-\w]{0,63}$/;
// A dated version only: the undated `1` lacks the `string::` functions and perspectives the
// site's queries use, and `X` is Sanity's experimental API, which may change under the site.
const API_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Reads and checks the environment. Throws a ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  // An empty value counts as unset, as it does for a line `SANITY_PROJECT_ID=` in a .env file.
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parsePort(read('PORT'), problems);
  const host = read('HOST') ?? DEFAULT_HOST;
  if (/[\s/]/.test(host)) {
    problems.push(
      `HOST must be a host name or IP address without a scheme or path, got "${host}".`,
    );
  }

  const projectId = read('SANITY_PROJECT_ID');
  if (projectId !== undefined && !PROJECT_ID_PATTERN.test(projectId)) {
    problems.push(
      `SANITY_PROJECT_ID may contain only a-z, 0-9 and dashes, got "${projectId}". ` +
        'Leave it unset to use the local content lake.',
    );
  }

  const dataset = read('SANITY_DATASET') ?? DEFAULT_DATASET;
  if (!DATASET_PATTERN.test(dataset)) {
    problems.push(
      `SANITY_DATASET must be 1-64 characters of a-z, 0-9, "_" and "-", starting with a letter ` +
        `or digit, got "${dataset}".`,
    );
  }

  const apiVersion = (read('SANITY_API_VERSION') ?? DEFAULT_API_VERSION).replace(/^v/, '');
  if (!API_VERSION_PATTERN.test(apiVersion) || !isRealDate(apiVersion)) {
    problems.push(
      `SANITY_API_VERSION must be a dated API version such as ${DEFAULT_API_VERSION} (the ` +
        `undated 1 and X lack what the site's queries use), got "${apiVersion}".`,
    );
  }

  const siteUrl = (read('SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/.test(siteUrl) || !URL.canParse(siteUrl)) {
    problems.push(
      `SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}, got "${siteUrl}".`,
    );
  }

  const contactApiUrl = read('CONTACT_API_URL');
  if (contactApiUrl !== undefined) checkContactUrl(contactApiUrl, problems);

  // Not trimmed: spaces may be part of a password. Only an empty value counts as unset.
  const adminPassword = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;
  if (adminPassword !== undefined && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    sanityProjectId: projectId ?? null,
    sanityDataset: dataset,
    sanityApiVersion: apiVersion,
    useLocalLake: projectId === undefined,
    lakeProjectId: projectId ?? LOCAL_PROJECT_ID,
    siteUrl,
    contactApiUrl: contactApiUrl ?? CONTACT_STAND_IN_PATH,
    useContactStandIn: contactApiUrl === undefined,
    enquiriesFile: resolvePath(read('ENQUIRIES_FILE') ?? DEFAULT_ENQUIRIES_FILE),
    seedDataset: resolvePath(read('SEED_DATASET') ?? DEFAULT_SEED_DATASET),
    adminPassword,
  };
}

/**
 * What a build bakes into the bundle and pages from the configuration. The build records it
 * in build/site-config.json, so a server started later can tell when its environment no longer
 * matches what the browser code will do.
 */
export type BakedConfig = Pick<
  ServerConfig,
  'sanityProjectId' | 'sanityDataset' | 'sanityApiVersion' | 'siteUrl' | 'contactApiUrl'
>;

export const BAKED_CONFIG_FILE = 'site-config.json';

const BAKED_VARIABLES: Record<keyof BakedConfig, string> = {
  sanityProjectId: 'SANITY_PROJECT_ID',
  sanityDataset: 'SANITY_DATASET',
  sanityApiVersion: 'SANITY_API_VERSION',
  siteUrl: 'SITE_URL',
  contactApiUrl: 'CONTACT_API_URL',
};

export function bakedConfig(config: ServerConfig): BakedConfig {
  const { sanityProjectId, sanityDataset, sanityApiVersion, siteUrl, contactApiUrl } = config;
  return { sanityProjectId, sanityDataset, sanityApiVersion, siteUrl, contactApiUrl };
}

/** One line per variable whose value differs between the build and the environment now. */
export function bakedConfigMismatches(built: BakedConfig, config: ServerConfig): string[] {
  const shown = (value: string | null | undefined) => {
    if (!value) return 'unset (the local content lake)';
    return value === CONTACT_STAND_IN_PATH ? 'unset (the local contact stand-in)' : `"${value}"`;
  };
  return (Object.keys(BAKED_VARIABLES) as (keyof BakedConfig)[])
    .filter((key) => (built[key] ?? null) !== config[key])
    .map(
      (key) =>
        `${BAKED_VARIABLES[key]}: the build has ${shown(built[key])}, the environment ${shown(config[key])}`,
    );
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535, got "${value}".`);
    return DEFAULT_PORT;
  }
  return port;
}

function isRealDate(version: string): boolean {
  const date = new Date(`${version}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(version);
}

function checkContactUrl(value: string, problems: string[]) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(
      `CONTACT_API_URL must be an absolute http(s) URL, got "${value}". ` +
        'Leave it unset to use the local contact stand-in.',
    );
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`CONTACT_API_URL must use http or https, got "${url.protocol}".`);
  } else if (url.username || url.password) {
    // Browsers refuse fetch() to such a URL, and the bundle would carry the credentials.
    problems.push(
      'CONTACT_API_URL must not contain a user name or password: browsers refuse to post to ' +
        "it, and it would be published in the site's JavaScript.",
    );
  } else if (!/\/v1\/contact\/?$/.test(url.pathname)) {
    problems.push(
      `CONTACT_API_URL must point at the enquiry endpoint (path ending /v1/contact), got "${value}".`,
    );
  }
}

/**
 * What a build with this configuration would get wrong once deployed, one sentence each. Not
 * errors: `npm start`, the tests and CI build with the defaults on purpose.
 */
export function buildWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  // A real project, a real contact API or a real address: this build is meant to go online.
  const deployLike =
    config.sanityProjectId !== null ||
    !config.useContactStandIn ||
    config.siteUrl !== DEFAULT_SITE_URL;
  if (config.sanityProjectId === null && config.siteUrl !== DEFAULT_SITE_URL) {
    warnings.push(
      `SANITY_PROJECT_ID is not set, so this build for ${config.siteUrl} reads the local content ` +
        'lake: its images point at /images/… on its own origin, which only `npm start` serves, ' +
        'not a static host. Set SANITY_PROJECT_ID and SANITY_DATASET to the real project before ' +
        'deploying.',
    );
  }
  if (deployLike && config.useContactStandIn) {
    warnings.push(
      'CONTACT_API_URL is not set, so this build posts enquiries to /v1/contact on its own ' +
        "origin, which a static host does not answer. Set CONTACT_API_URL to the agency's " +
        'contact API before deploying.',
    );
  }
  if (deployLike && config.adminPassword === undefined) {
    warnings.push(
      'ADMIN_PASSWORD is not set, so /admin opens with the local default password the README ' +
        'prints. Set ADMIN_PASSWORD before deploying.',
    );
  }
  if (!config.useContactStandIn) {
    const contact = new URL(config.contactApiUrl);
    if (contact.search) {
      warnings.push(
        "CONTACT_API_URL has a query string, which is published in the site's JavaScript: " +
          'do not put a key or secret there.',
      );
    }
    if (contact.protocol === 'http:' && config.siteUrl.startsWith('https:')) {
      warnings.push(
        `CONTACT_API_URL is http: while SITE_URL is https:, so browsers block the enquiry ` +
          'as mixed content. Use the https address of the contact API.',
      );
    }
  }
  return warnings;
}

function resolvePath(value: string): string {
  return path.resolve(PROJECT_ROOT, value);
}
