// Whether a script is (or bundles) one of the frameworks reader pages must not download: by its
// file name, and by the packages its source map names.
import fs from 'node:fs';
import path from 'node:path';

/** The frameworks, by package name as it appears under node_modules/ in a source map. */
const PACKAGES = [
  ['react-dom', /^react-dom$/],
  ['react-router', /^react-router(-dom)?$/],
  ['react', /^react$/],
  ['chakra', /^@chakra-ui\//],
  ['emotion', /^@emotion\//],
  ['apollo', /^@apollo\//],
  ['i18next', /^(react-)?i18next(-.+)?$/],
];
/** The same names in a file name; a letter before `react` is another library (`preact`). */
const FILE_NAME = /(?:^|[^a-z])(react-dom|react-router|react|chakra|emotion|apollo|i18next)/gi;

/** The package each source comes from: the last `node_modules/<name>/` in its path. */
function packagesOf(sources) {
  const names = new Set();
  for (const source of sources ?? []) {
    const all = [...String(source).matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)];
    if (all.length) names.add(all.at(-1)[1]);
  }
  return names;
}

/**
 * The source map of a fetched script: inline (`data:`), else the file its `sourceMappingURL`
 * names, read from `distDir` (the build the gateway serves a copy of, maps included).
 */
function sourceMap(file, distDir) {
  const ref = /\/\/[#@]\s*sourceMappingURL=(\S+)\s*$/.exec(file.text)?.[1];
  if (!ref) return { map: null, why: 'no sourceMappingURL' };
  try {
    if (ref.startsWith('data:')) {
      const data = ref.slice(ref.indexOf(',') + 1);
      const json = /;base64,/.test(ref)
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(data);
      return { map: JSON.parse(json) };
    }
    const pathname = decodeURIComponent(new URL(ref, file.url).pathname);
    const local = path.join(distDir, pathname);
    if (!local.startsWith(distDir + path.sep) || !fs.existsSync(local))
      return { map: null, why: `${pathname} is not in the build` };
    return { map: JSON.parse(fs.readFileSync(local, 'utf8')) };
  } catch (err) {
    return { map: null, why: `unreadable source map (${err.message})` };
  }
}

/**
 * The frameworks in a fetched script, as `{ found: ['react-dom', 'chakra (file name)', ...], note }`
 * in the order of PACKAGES; `note` says when there was no source map to read (the file name
 * alone then decides).
 */
export function frameworksIn(file, distDir) {
  const found = new Map();
  const base = new URL(file.url).pathname.split('/').pop() ?? '';
  for (const m of base.matchAll(FILE_NAME)) found.set(m[1].toLowerCase(), ' (file name)');
  const { map, why } = sourceMap(file, distDir);
  if (map) {
    for (const pkg of packagesOf(map.sources)) {
      const hit = PACKAGES.find(([, re]) => re.test(pkg));
      if (hit && !found.has(hit[0])) found.set(hit[0], '');
    }
  }
  return {
    names: PACKAGES.map(([name]) => name).filter((name) => found.has(name)),
    found: PACKAGES.flatMap(([name]) => (found.has(name) ? [`${name}${found.get(name)}`] : [])),
    note: map ? null : why,
  };
}
