// A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the
// built console, at the highest levels: compressed once at build time, the server sends them as
// they are (@fastify/static `preCompressed`) instead of 1.4 MB of plain text (issue 11).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(file) : [file]
  })
}

export async function precompressFolder(dir: string) {
  const files = filesUnder(dir).filter((file) => TEXT.test(file) && statSync(file).size >= MIN_BYTES)
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file)
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gz)
    }),
  )
  return files.length
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'canopy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressFolder(outDir)
    },
  }
}
