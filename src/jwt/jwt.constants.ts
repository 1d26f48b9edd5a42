/** How often an instance checks whether the signing key is due for rotation. */
export const ROTATION_CHECK_INTERVAL_MS = 60_000;
