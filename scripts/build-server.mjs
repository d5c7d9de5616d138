// Compiles the API server (src/server, TypeScript) to plain JavaScript in dist-server/, so
// `npm start` runs one Node process without a TypeScript loader (issue 11). Packages stay in
// node_modules (imported at run time); drivers and other heavy parts that the server imports
// lazily become chunks of their own. `npm run dev` keeps running the sources through tsx.
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')

export const serverOutDir = path.join(root, 'dist-server')

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    // The server, and the first start's seeding, which it runs in a child process.
    ssr: true,
    outDir: serverOutDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: {
      input: { main: 'src/server/main.ts', seed: 'src/server/seed/child.ts' },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})
