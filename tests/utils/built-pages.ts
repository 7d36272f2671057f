import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The site as `npm run build` wrote it, which the browser suite serves. */
export const CLIENT_BUILD = path.resolve('build/client');

/** Every pre-rendered page of the build, by its path there, with its HTML. */
export function builtPages(): { name: string; html: string }[] {
  return readdirSync(CLIENT_BUILD, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ name: file, html: readFileSync(path.join(CLIENT_BUILD, file), 'utf8') }));
}
