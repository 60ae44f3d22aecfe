// The console, compiled once for every tenant: the client (dist/shell) and the command that
// brands it for a tenant (dist/brand/brand-console.js, run in plain Node).
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { shellServices } from "@backlot/hosting/vite";
import { buildLogger } from "@backlot/vite-config";

export default defineConfig(({ isSsrBuild }) => ({
  cacheDir: ".cache/vite",
  customLogger: buildLogger(),
  plugins: [react(), shellServices()],
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: "dist/brand",
        emptyOutDir: true,
        rollupOptions: { input: { "brand-console": "build/brand-console.ts" } },
      }
    : {
        outDir: "dist/shell",
        emptyOutDir: true,
        // The largest chunk is Firestore's SDK (about 560 kB minified, 210 kB gzip); the console's first load is
        // held to its budget by bench/first-load-bench.ts (`pnpm bench:console`). This catches a chunk growing past it.
        chunkSizeWarningLimit: 600,
        // React and the router in a chunk of their own, cached across console releases.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
            },
          },
          // ZXing (the dock's camera reader) declares no "sideEffects", so unused readers would be kept: taken as
          // free of them, its chunk holds only the QR and Code 128 readers, a quarter of the size (decision 0047).
          treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@zxing[\\/]/, sideEffects: false }] },
        },
      },
  server: { port: 5174, strictPort: false },
}));
