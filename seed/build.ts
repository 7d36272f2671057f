// Turns seed/content/*.ts into the lake's dataset.ndjson, its import copy and dataset.tar.gz for
// `sanity dataset import`. The output is deterministic (sorted by _id, no timestamps) so that
// `--check` can exit 1 when the committed files do not match the sources.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import * as tar from 'tar';

import { LOCAL_PROJECT_ID } from '../web/lib/local-project.ts';
import { brandShareImage, type SeedDocument, type SeedImage } from './lib';

const SEED_DIR = dirname(fileURLToPath(import.meta.url));
const CONTENT_DIR = join(SEED_DIR, 'content');
const IMAGES_DIR = join(SEED_DIR, 'images');

export const LAKE_DATASET_FILE = join(SEED_DIR, 'dataset.ndjson');
export const IMPORT_DATASET_FILE = join(SEED_DIR, 'import', 'dataset.ndjson');
export const IMPORT_TARBALL_FILE = join(SEED_DIR, 'dataset.tar.gz');

// With LOCAL_PROJECT_ID, fills the asset path the way Sanity's CDN does
// (images/<projectId>/<dataset>/<sha1>-<w>x<h>.<ext>), which @sanity/image-url rebuilds from a ref.
export const SEED_DATASET = 'production';

// Modules the dataset cannot be built without. Any other .ts file in seed/content is picked up too.
const REQUIRED_MODULES = [
  'site-settings.ts',
  'home-page.ts',
  'about-page.ts',
  'services-page.ts',
  'case-studies-page.ts',
  'contact-page.ts',
  'careers-page.ts',
  'ai-automation-page.ts',
  'blockchain-page.ts',
  'utility-pages.ts',
  'case-studies.ts',
  'testimonials.ts',
  'job-openings.ts',
  'legal-pages.ts',
  'services.ts',
];

const MIME_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

// A fixed modification time for the tarball entries keeps the archive byte-for-byte stable.
const TAR_MTIME = new Date(Date.UTC(2025, 4, 15));

interface ImageFile {
  path: string;
  sha1: string;
  width: number;
  height: number;
  extension: string;
  size: number;
  assetId: string;
}

export interface SeedBuild {
  /** seed/dataset.ndjson: documents plus one sanity.imageAsset per image file. */
  lakeNdjson: string;
  /** seed/import/dataset.ndjson: documents with `_sanityAsset` image sources. */
  importNdjson: string;
  /** The image files the documents use, relative to seed/images, sorted. */
  imagePaths: string[];
}

function isSeedDocument(value: unknown): value is SeedDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SeedDocument)._id === 'string' &&
    typeof (value as SeedDocument)._type === 'string'
  );
}

function isSeedImage(value: unknown): value is SeedImage {
  return typeof value === 'object' && value !== null && '__seedImage' in value;
}

async function loadDocuments(): Promise<SeedDocument[]> {
  const missing = REQUIRED_MODULES.filter((file) => !existsSync(join(CONTENT_DIR, file)));
  if (missing.length > 0) {
    throw new Error(
      `Cannot build the seed: missing content module(s) ${missing
        .map((file) => `seed/content/${file}`)
        .join(', ')}. Every document of docs/content-model.md must be seeded first.`,
    );
  }

  // Sorted file order keeps the Portable Text keys from lib.ts's block() counter stable.
  const files = readdirSync(CONTENT_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort();
  const documents: SeedDocument[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(CONTENT_DIR, file)).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) {
      if (Array.isArray(value)) documents.push(...value.filter(isSeedDocument));
      else if (isSeedDocument(value)) documents.push(value);
    }
  }

  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document._id)) throw new Error(`Duplicate seed _id "${document._id}"`);
    seen.add(document._id);
  }
  return documents;
}

function readDimensions(buffer: Buffer, path: string, extension: string) {
  if (extension === 'png') {
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  }
  const root = /<svg\b[^>]*>/.exec(buffer.toString('utf8'))?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) {
    throw new Error(`seed/images/${path}: the <svg> element needs numeric width and height`);
  }
  return { width, height };
}

function readImage(path: string, cache: Map<string, ImageFile>): ImageFile {
  const cached = cache.get(path);
  if (cached) return cached;

  const file = join(IMAGES_DIR, path);
  if (!existsSync(file)) throw new Error(`Seed image not found: seed/images/${path}`);
  const extension = extname(path).slice(1).toLowerCase();
  if (!MIME_TYPES[extension]) {
    throw new Error(`seed/images/${path}: unsupported image type (use .svg or .png)`);
  }
  const buffer = readFileSync(file);
  const sha1 = createHash('sha1').update(buffer).digest('hex');
  const { width, height } = readDimensions(buffer, path, extension);
  const image: ImageFile = {
    path,
    sha1,
    width,
    height,
    extension,
    size: buffer.length,
    assetId: `image-${sha1}-${width}x${height}-${extension}`,
  };
  cache.set(path, image);
  return image;
}

/** Deep-copies `value`, replacing every `image(path, alt)` with what `toImage` returns. */
function mapImages(value: unknown, toImage: (image: SeedImage) => object): unknown {
  if (Array.isArray(value)) return value.map((item) => mapImages(item, toImage));
  if (isSeedImage(value)) return toImage(value);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapImages(item, toImage)]),
    );
  }
  return value;
}

function imageAssetDocument(image: ImageFile) {
  const fileName = `${image.sha1}-${image.width}x${image.height}.${image.extension}`;
  const path = `images/${LOCAL_PROJECT_ID}/${SEED_DATASET}/${fileName}`;
  return {
    _id: image.assetId,
    _type: 'sanity.imageAsset',
    assetId: image.sha1,
    extension: image.extension,
    mimeType: MIME_TYPES[image.extension],
    originalFilename: basename(image.path),
    path,
    // Relative: the local lake serves this path on the site's own origin.
    url: `/${path}`,
    sha1hash: image.sha1,
    size: image.size,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: image.width,
        height: image.height,
        aspectRatio: image.width / image.height,
      },
    },
    source: { name: 'seed', id: image.path },
  };
}

function collectReferences(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectReferences(item, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (record._type === 'reference' && typeof record._ref === 'string') found.push(record._ref);
    Object.values(record).forEach((item) => collectReferences(item, found));
  }
  return found;
}

const byId = (a: { _id: string }, b: { _id: string }) =>
  a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
const toNdjson = (documents: object[]) =>
  documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n';

/**
 * Writes the tarball `sanity dataset import` reads: the import dataset as dataset.ndjson, then
 * each image under images/ after its folders, in a fixed order with fixed times and modes.
 */
function writeTarball(imagePaths: string[]) {
  const entries = ['import/dataset.ndjson'];
  for (const imagePath of imagePaths) {
    const parts = `images/${imagePath}`.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (!entries.includes(folder)) entries.push(folder);
    }
    entries.push(parts.join('/'));
  }
  tar.c(
    {
      file: IMPORT_TARBALL_FILE,
      cwd: SEED_DIR,
      sync: true,
      gzip: { level: 9 },
      portable: true,
      mtime: TAR_MTIME,
      noDirRecurse: true,
      onWriteEntry(entry) {
        if (entry.path === 'import/dataset.ndjson') entry.path = 'dataset.ndjson';
      },
    },
    entries,
  );
}

/** The first seed image found in a document's likely picture fields: image, hero, carousel. */
function mainPicture(document: SeedDocument): SeedImage | undefined {
  const candidates: unknown[] = [
    document.image,
    (document.hero as { image?: unknown } | undefined)?.image,
    (document.carousel as unknown[] | undefined)?.[0],
  ];
  return candidates.find(isSeedImage);
}

/**
 * Every page's seo gets an Open Graph image, so each page shares with a picture of its own:
 * the one the content sets, else the document's main picture, else the brand card. They land
 * in the dataset as ordinary content that editors can change.
 */
function withShareImages(document: SeedDocument): SeedDocument {
  const seo = document.seo as Record<string, unknown> | undefined;
  if (!seo || isSeedImage(seo.ogImage)) return document;
  const picture = mainPicture(document);
  const ogImage = picture
    ? { _type: 'image', alt: picture.alt, __seedImage: picture.__seedImage }
    : brandShareImage();
  return { ...document, seo: { ...seo, ogImage } };
}

export async function buildSeed(): Promise<SeedBuild> {
  const documents = (await loadDocuments()).map(withShareImages).sort(byId);
  const images = new Map<string, ImageFile>();

  const lakeDocuments = documents.map(
    (document) =>
      mapImages(document, ({ __seedImage, ...rest }) => ({
        ...rest,
        asset: { _type: 'reference', _ref: readImage(__seedImage, images).assetId },
      })) as SeedDocument,
  );
  const importDocuments = documents.map(
    (document) =>
      mapImages(document, ({ __seedImage, ...rest }) => ({
        ...rest,
        // Resolved by `sanity dataset import` against the folder holding dataset.ndjson.
        _sanityAsset: `image@file://./images/${__seedImage}`,
      })) as SeedDocument,
  );

  const assets = [...images.values()].map(imageAssetDocument);
  const ids = new Set([...lakeDocuments, ...assets].map((doc) => doc._id));
  for (const document of lakeDocuments) {
    const dangling = collectReferences(document).filter((id) => !ids.has(id));
    if (dangling.length > 0) {
      throw new Error(`${document._id} references missing document(s): ${dangling.join(', ')}`);
    }
  }

  const importNdjson = toNdjson(importDocuments);

  return {
    lakeNdjson: toNdjson([...lakeDocuments, ...assets].sort(byId)),
    importNdjson,
    imagePaths: [...images.keys()].sort(),
  };
}

function listImageFiles(directory = IMAGES_DIR): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = join(directory, entry.name);
    return entry.isDirectory() ? listImageFiles(full) : [relative(IMAGES_DIR, full)];
  });
}

async function main() {
  const check = process.argv.includes('--check');
  const build = await buildSeed();
  const textOutputs: [string, string][] = [
    [LAKE_DATASET_FILE, build.lakeNdjson],
    [IMPORT_DATASET_FILE, build.importNdjson],
  ];
  const relativeToRoot = (file: string) => relative(resolve(SEED_DIR, '..'), file);

  if (check) {
    // Only the local lake's dataset is committed; the import files are made on demand by
    // `npm run seed:import`, which builds first.
    const stale = textOutputs
      .slice(0, 1)
      .filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content);
    if (stale.length > 0) {
      console.error(
        `Seed output is out of date: ${stale.map(([file]) => relativeToRoot(file)).join(', ')}.\n` +
          'Run `npm run seed:build` and commit the result.',
      );
      process.exit(1);
    }
    console.log('Seed output is up to date.');
    return;
  }

  mkdirSync(dirname(IMPORT_DATASET_FILE), { recursive: true });
  for (const [file, content] of textOutputs) writeFileSync(file, content);
  writeTarball(build.imagePaths);

  const referenced = new Set(
    build.lakeNdjson
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _type: string; source?: { id: string } })
      .filter((doc) => doc._type === 'sanity.imageAsset')
      .map((doc) => doc.source?.id),
  );
  const unused = listImageFiles().filter((path) => !referenced.has(path));
  if (unused.length > 0) console.warn(`Unreferenced seed images: ${unused.join(', ')}`);

  const count = build.lakeNdjson.trimEnd().split('\n').length;
  console.log(
    `Wrote ${relativeToRoot(LAKE_DATASET_FILE)} (${count} documents), ` +
      `${relativeToRoot(IMPORT_DATASET_FILE)} and ${relativeToRoot(IMPORT_TARBALL_FILE)}.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
