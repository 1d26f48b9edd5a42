import { readFileSync } from 'node:fs';

/**
 * Variables that carry a secret. Each may instead be read from the file its `_FILE` twin names, as
 * Docker and Kubernetes secrets are mounted.
 */
const SECRET_VARIABLES = [
  'AUTH_SECRET',
  'AUTH_SECRETS',
  'SERVICE_KEYS',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'OIDC_PROVIDERS',
  'GOOGLE_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
] as const;

export interface SecretFilesRead {
  /** The environment with each `_FILE` twin's content under the variable's own name. */
  env: NodeJS.ProcessEnv;
  /** Variable name -> the file its value was read from. */
  files: Record<string, string>;
  problems: string[];
}

/** Reads every secret given as a file; a variable set both ways is a problem naming both. */
export function readSecretFiles(env: NodeJS.ProcessEnv): SecretFilesRead {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const files: Record<string, string> = {};
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`];
    if (path === undefined || path === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name} and ${name}_FILE: both are set; keep one`);
      continue;
    }
    try {
      // The newline an editor or `echo` leaves at the end is not part of the secret.
      const value = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
      if (value === '') throw new Error('the file is empty');
      resolved[name] = value;
      files[name] = path;
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push(`${name}_FILE: cannot read ${path} (${reason})`);
    }
  }
  return { env: resolved, files, problems };
}
