// A last pass over the pre-rendered pages for the first paint on slow connections: modulepreload
// links become x-modulepreload so scripts do not compete with the HTML and font; module-preload.ts
// restores them after the first frame, and hydration does not compare this attribute.
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
