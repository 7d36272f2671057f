// A last pass over the pre-rendered pages, for the first paint on slow mobile connections.
// React Router's <link rel="modulepreload"> tags fetch all of a page's JavaScript (about 145 KB
// gzip) at high priority from the moment the head is parsed, competing with the HTML and the
// font that the first paint needs: with them, Lighthouse's mobile simulation put LCP at
// 2.5-2.8 s and performance under 95 on most routes, against 1.4-1.6 s without them. Their rel
// becomes an unknown value (x-modulepreload), which browsers ignore, and the root's
// `modulePreloadScript` (web/app/module-preload.ts) turns them back into real preloads right
// after the first frame. Without that step the browser would find each module's imports only
// after downloading it, one round trip per import level: on a slow phone the page answered
// taps about a second later. Only an attribute changes, so hydration, which matches elements
// rather than attributes in production, finds the tree the server rendered.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { DEFERRED_MODULEPRELOAD } from '../web/app/module-preload.ts';
import { pageIndexFiles } from './static-host-files.ts';

const MODULEPRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g;

export async function optimizeHtml(clientDir: string): Promise<void> {
  // Before static-host-files.ts renames them to `<path>.html`.
  for (const page of await pageIndexFiles(clientDir)) {
    const file = path.join(clientDir, page);
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html.replace(MODULEPRELOAD, `<link rel="${DEFERRED_MODULEPRELOAD}" href="$1"`),
    );
  }
}
