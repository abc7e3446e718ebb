/**
 * Verity's colours. The shell's index.html declares them as CSS custom properties (`--ink`, `--accent`…);
 * the library's CSS reads those and falls back to these values where a page (a remote's standalone dev
 * page, a test) does not declare them.
 */
export const DESIGN_TOKENS = {
  ink: '#1c1c28',
  muted: '#5b5b6e',
  accent: '#4f46e5',
  line: '#e2e2ea',
  danger: '#b42318',
} as const;

/** A colour as CSS: the shell's custom property (`var(--ink, …)`), with Verity's value where a page does not declare it. */
export const tokenVar = (name: keyof typeof DESIGN_TOKENS) => `var(--${name}, ${DESIGN_TOKENS[name]})`;
