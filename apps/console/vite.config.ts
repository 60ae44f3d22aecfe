// The console, compiled once for every tenant: the client (dist/shell) and the command that
// brands it for a tenant (dist/brand/brand-console.js, run in plain Node).
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { shellServices } from "@backlot/hosting/vite";

export default defineConfig(({ isSsrBuild }) => ({
  cacheDir: ".cache/vite",
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
        // React and the router in a chunk of their own, cached across console releases.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
            },
          },
        },
      },
  server: { port: 5174, strictPort: false },
}));
