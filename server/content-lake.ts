// The embedded local content lake: answers the part of Sanity's HTTP API the site and the
// unmodified @sanity/client use, over the seed dataset, so the site builds, runs and is tested
// with no Sanity project (docs/local-services.md). Its parts live in server/lake/.
export { createContentLake, type ContentLake } from './lake/handler.ts';
export { parseNdjson } from './lake/store.ts';
export type { ContentLakeOptions, LakeDocument } from './lake/types.ts';
