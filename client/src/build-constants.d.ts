/** The year the build ran, which its prerendered footer shows (vite.config.ts defines it). */
declare const __BUILD_YEAR__: number;
