// Every page runs the client entry and the root route, and so every module they import
// statically. The bundler cannot know the root is always loaded, so it split those modules by the
// routes sharing them: dozens of small files on every first visit. Here they come as one file.
import path from 'node:path';

import type { Plugin } from 'vite';

/** Puts the site's own modules that `entries` import statically into one chunk, `name`. */
export function alwaysLoadedChunk(name: string, entries: string[]): Plugin {
  const entryIds = new Set(entries.map((entry) => path.resolve(entry)));
  const alwaysLoaded = new Set<string>();
  return {
    name: 'always-loaded-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  // Packages stay in the bundler's chunks: grouped here, modules the root
                  // imports without using (rxjs, through @sanity/client) came along whole.
                  groups: [
                    {
                      name,
                      test: (id: string) => alwaysLoaded.has(id) && !id.includes('/node_modules/'),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    // Every module is parsed by now, and chunks are made only afterwards.
    buildEnd() {
      alwaysLoaded.clear();
      const pending = [...entryIds];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (alwaysLoaded.has(id)) continue;
        alwaysLoaded.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The entries keep their own files, which React Router names in its manifest.
      for (const id of entryIds) alwaysLoaded.delete(id);
    },
  };
}
