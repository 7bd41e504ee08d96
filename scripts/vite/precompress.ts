/**
 * Writes a `.gz` and a `.br` beside every text file of the build (HTML, JS, CSS, SVG, JSON of at least
 * 1 KiB), at the highest levels, so that a server with precompressed-file support (nginx `gzip_static`,
 * `brotli_static`) sends them as they are instead of compressing on each request at a lower level
 * (docs/deployment/nginx.conf). Node's zlib has both algorithms: no dependency.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(html|js|css|svg|json)$/;
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the prerendered login.html) or removed them.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => join(entry.parentPath, entry.name))
          // The manifest (when asked for) is build metadata, not served.
          .filter((file) => !file.includes(`${outDir}/.vite/`));
        for (const file of files) {
          const content = readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          const gzip = gzipSync(content, { level: 9 });
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
          if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        }
      },
    },
  };
}
