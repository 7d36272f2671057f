import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The site as `npm run build` wrote it, which the browser suite serves. */
export const CLIENT_BUILD = path.resolve('build/client');

/** Every file of the build, by its full path. */
export function builtFiles(): string[] {
  return readdirSync(CLIENT_BUILD, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(CLIENT_BUILD, file))
    .filter((file) => statSync(file).isFile());
}

/** Every pre-rendered page of the build, by its path there, with its HTML. */
export function builtPages(): { name: string; html: string }[] {
  return builtFiles()
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ name: path.relative(CLIENT_BUILD, file), html: readFileSync(file, 'utf8') }));
}

/** The scripts a page names (module script, module preloads), e.g. `/assets/root-x.js`. */
export function pageScripts(html: string): string[] {
  return [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!))];
}
