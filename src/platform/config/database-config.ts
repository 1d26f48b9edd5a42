import { DatabaseConfig } from './app-config';
import { parseUrl } from './url-settings';

export function readDatabaseUrl(value: string): DatabaseConfig {
  if (value.startsWith('sqlite:')) {
    const storage = value.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!storage) throw new Error('give a file path, as sqlite:data/auth.sqlite, or sqlite::memory:');
    return { dialect: 'sqlite', url: value, storage, schema: null };
  }
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('must be sqlite:<file>, sqlite::memory: or a postgres://user:pass@host:5432/db URL');
  }
  const url = parseUrl(value, ['postgres:', 'postgresql:']);
  const schema = url.searchParams.get('schema');
  if (schema !== null && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error('the schema parameter must be a plain identifier');
  }
  url.searchParams.delete('schema');
  return { dialect: 'postgres', url: url.toString(), storage: null, schema };
}

export const SQLITE_FALLBACK: DatabaseConfig = {
  dialect: 'sqlite',
  url: 'sqlite::memory:',
  storage: ':memory:',
  schema: null,
};
