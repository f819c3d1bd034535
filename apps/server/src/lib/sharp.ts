import type { Sharp, SharpOptions } from 'sharp';

export type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

let sharpModule: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips) is loaded on first use (an upload, the demo seed): a process that only serves
 * pages and JSON never holds it in memory. A dynamic import also stays one in the server bundle,
 * where a static import of an external package would be loaded at start.
 */
export function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then((m) => m.default as SharpFactory);
  return sharpModule;
}
