/** A telemetry POST gives up after this long; nothing waits for it anyway. */
export const TELEMETRY_TIMEOUT_MS = 3000;

/** Upper bounds of the buckets counts are reported in: `0`, `1-10`, `11-100`, … `100001-1000000`, `1000001+`. */
export const COUNT_BUCKET_BOUNDS = [0, 10, 100, 1000, 10_000, 100_000, 1_000_000];

/** Providers reported by name; any other OpenID Connect provider as `oidc`, since its id is the deployment's own. */
export const PRESET_SOCIAL_PROVIDERS = ['google', 'microsoft', 'github'];
