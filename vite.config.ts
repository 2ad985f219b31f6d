/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The manifest lets bench/bundle.ts measure the landing page's initial JavaScript.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: lazy screens share it, and left to itself Rolldown put it
        // in the entry chunk, on the landing page that uses none of it (bench/bundle.ts).
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
