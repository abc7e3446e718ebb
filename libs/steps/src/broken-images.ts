/**
 * "there are no broken images": the images the page shows whose file did not load (missing, or not an image), as
 * the source of a function run in the page (the engine's check and the exported spec's). Returns, for each, its
 * address; an image still loading is listed with `loading: true`, so a check can wait for it. Images the page does
 * not render (display: none) and lazy images out of view, which the browser has not asked for, are left out.
 */
export const BROKEN_IMAGES_SCRIPT = String.raw`() => [...document.images]
  .filter((image) => image.getClientRects().length > 0 && (image.getAttribute('src') || image.srcset))
  .filter((image) => !(image.loading === 'lazy' && !image.complete && image.getBoundingClientRect().top > innerHeight))
  .filter((image) => !image.complete || image.naturalWidth === 0)
  .map((image) => ({ src: image.getAttribute('src') || image.currentSrc, loading: !image.complete }))`;

export interface BrokenImage {
  /** The address as the page writes it. */
  src: string;
  /** Not loaded yet: the check waits for it. */
  loading: boolean;
}
