// Imported by the browser bundle, the server, the seed, the Studio and the tests, so it imports
// nothing itself.

/**
 * The project id of the local dataset: the embedded content lake answers to it and the seed's
 * image paths carry it, because @sanity/image-url rebuilds those paths from it.
 */
export const LOCAL_PROJECT_ID = 'local-seed';
