import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".ico"]);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each compressible file under
 * `dir`, each only when it is smaller than the file: the server sends them as they are
 * (server/infra/http/static.ts), so the slowest, smallest settings cost nothing per request.
 */
export async function precompress(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}
