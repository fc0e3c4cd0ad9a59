// hls.js ships the light build (no subtitles, alternate audio or DRM, which live rooms do not use)
// without its own declarations; it has the same API as the full build.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
