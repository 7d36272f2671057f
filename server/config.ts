// The environment, read and checked in one place: vite.config.ts, the Vite plugin, `npm start`
// and scripts take their settings from `loadConfig()`, so a bad value fails early with one
// message listing every problem instead of surfacing later as a confusing network error.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { LOCAL_PROJECT_ID } from '../web/lib/local-project.ts';

/** The repository root; relative paths in the environment are resolved against it. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

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
  /** SANITY_API_READ_TOKEN: the local preview's token for drafts; never baked into the bundle. */
  sanityReadToken: string | undefined;
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
  /**
   * PREVIEW_STUDIO_ORIGIN: makes this server the preview, framed by that Studio and reading
   * drafts with SANITY_API_READ_TOKEN (docs/editing.md); null for the public site.
   */
  previewStudioOrigin: string | null;
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

/** An empty value counts as unset, as it does for a line `SANITY_PROJECT_ID=` in a .env file. */
const unsetIfBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A variable that may be unset; set, it is trimmed and must pass `schema`. */
const variable = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfBlank, schema);

/** A check whose message shows the value it refused. */
const rule = (check: (value: string) => boolean, message: (value: string) => string) =>
  z.string().refine(check, { error: (issue) => message(String(issue.input)) });

const envSchema = z.object({
  PORT: variable(
    rule(
      (value) => /^\d+$/.test(value) && Number(value) <= 65535,
      (value) => `PORT must be a whole number from 0 to 65535, got "${value}".`,
    )
      .transform(Number)
      .default(DEFAULT_PORT),
  ),
  HOST: variable(
    rule(
      (value) => !/[\s/]/.test(value),
      (value) => `HOST must be a host name or IP address without a scheme or path, got "${value}".`,
    ).default(DEFAULT_HOST),
  ),
  SANITY_PROJECT_ID: variable(
    rule(
      (value) => PROJECT_ID_PATTERN.test(value),
      (value) =>
        `SANITY_PROJECT_ID may contain only a-z, 0-9 and dashes, got "${value}". ` +
        'Leave it unset to use the local content lake.',
    ).optional(),
  ),
  SANITY_DATASET: variable(
    rule(
      (value) => DATASET_PATTERN.test(value),
      (value) =>
        'SANITY_DATASET must be 1-64 characters of a-z, 0-9, "_" and "-", starting with a ' +
        `letter or digit, got "${value}".`,
    ).default(DEFAULT_DATASET),
  ),
  SANITY_API_VERSION: variable(
    z
      .string()
      .transform((value) => value.replace(/^v/, ''))
      .pipe(
        rule(
          (value) => API_VERSION_PATTERN.test(value) && isRealDate(value),
          (value) =>
            `SANITY_API_VERSION must be a dated API version such as ${DEFAULT_API_VERSION} (the ` +
            `undated 1 and X lack what the site's queries use), got "${value}".`,
        ),
      )
      .default(DEFAULT_API_VERSION),
  ),
  // Server-side only: the local preview reads drafts with it; the bundle never gets it.
  SANITY_API_READ_TOKEN: variable(z.string().optional()),
  SITE_URL: variable(
    z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .pipe(
        rule(
          (value) => /^https?:\/\/[^/\s]+/.test(value) && URL.canParse(value),
          (value) =>
            `SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}, got "${value}".`,
        ),
      )
      .default(DEFAULT_SITE_URL),
  ),
  CONTACT_API_URL: variable(
    z
      .string()
      .superRefine((value, context) => {
        const problem = contactUrlProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  PREVIEW_STUDIO_ORIGIN: variable(
    rule(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      (value) =>
        `PREVIEW_STUDIO_ORIGIN must be the Studio's http(s) origin, such as ` +
        `https://agency.sanity.studio, got "${value}".`,
    )
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  ENQUIRIES_FILE: variable(z.string().default(DEFAULT_ENQUIRIES_FILE)),
  SEED_DATASET: variable(z.string().default(DEFAULT_SEED_DATASET)),
  // Not trimmed: spaces may be part of a password. Only an empty value counts as unset.
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value ? value : undefined),
    z
      .string()
      .min(MIN_ADMIN_PASSWORD_LENGTH, {
        error: `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`,
      })
      .optional(),
  ),
});

/** Reads and checks the environment. Throws a ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  const { SANITY_PROJECT_ID: projectId, CONTACT_API_URL: contactApiUrl, ...vars } = parsed.data;
  if (vars.PREVIEW_STUDIO_ORIGIN && !vars.SANITY_API_READ_TOKEN) {
    throw new ConfigError([
      'PREVIEW_STUDIO_ORIGIN is set but SANITY_API_READ_TOKEN is not: the preview reads drafts ' +
        'with that token. Set both, or neither for the public site.',
    ]);
  }

  return {
    port: vars.PORT,
    host: vars.HOST,
    sanityProjectId: projectId ?? null,
    sanityDataset: vars.SANITY_DATASET,
    sanityApiVersion: vars.SANITY_API_VERSION,
    sanityReadToken: vars.SANITY_API_READ_TOKEN,
    useLocalLake: projectId === undefined,
    lakeProjectId: projectId ?? LOCAL_PROJECT_ID,
    siteUrl: vars.SITE_URL,
    contactApiUrl: contactApiUrl ?? CONTACT_STAND_IN_PATH,
    useContactStandIn: contactApiUrl === undefined,
    enquiriesFile: resolvePath(vars.ENQUIRIES_FILE),
    seedDataset: resolvePath(vars.SEED_DATASET),
    adminPassword: vars.ADMIN_PASSWORD,
    previewStudioOrigin: vars.PREVIEW_STUDIO_ORIGIN ?? null,
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

function isRealDate(version: string): boolean {
  const date = new Date(`${version}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(version);
}

/** What is wrong with a CONTACT_API_URL, if anything. */
function contactUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) {
    return (
      `CONTACT_API_URL must be an absolute http(s) URL, got "${value}". ` +
      'Leave it unset to use the local contact stand-in.'
    );
  }
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `CONTACT_API_URL must use http or https, got "${url.protocol}".`;
  }
  if (url.username || url.password) {
    // Browsers refuse fetch() to such a URL, and the bundle would carry the credentials.
    return (
      'CONTACT_API_URL must not contain a user name or password: browsers refuse to post to ' +
      "it, and it would be published in the site's JavaScript."
    );
  }
  if (!/\/v1\/contact\/?$/.test(url.pathname)) {
    return `CONTACT_API_URL must point at the enquiry endpoint (path ending /v1/contact), got "${value}".`;
  }
  return undefined;
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
