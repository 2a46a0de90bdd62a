/**
 * The light studio tile behind a cut-out, in both themes: a black garment on the dark theme's
 * dark tile vanished, so a cut-out always lies on soft light grey, as on a photographer's sweep.
 * Given as a className after the box's own background, it replaces it (dark: included).
 */
export const STUDIO_TILE =
  'bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.975_0.004_70),oklch(0.91_0.006_65))] dark:bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.9_0.004_70),oklch(0.8_0.006_65))]';
