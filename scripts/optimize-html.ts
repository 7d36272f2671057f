// A last pass over the pre-rendered pages, for the first paint on slow connections: React
// Router's modulepreload links would fetch all of a page's JavaScript at high priority while the
// HTML and font still load. They become x-modulepreload, which module-preload.ts turns back into
// real preloads right after the first frame; hydration does not compare this attribute.
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
