import { readSignedOAuthQuery, signOAuthQuery } from './signed-oauth-query';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_800_000_000_000;
const REQUEST = new URLSearchParams({ client_id: 'wiki', scope: 'openid profile', state: 'xyz', prompt: 'login' });

describe('the signed authorization request', () => {
  it('reads back what it signed, without the signing parameters, with when it was signed', () => {
    const read = readSignedOAuthQuery(signOAuthQuery(REQUEST, SECRET, NOW, 600), SECRET, NOW + 1000);

    expect(read && Object.fromEntries(read.query)).toEqual(Object.fromEntries(REQUEST));
    expect(read?.issuedAtMs).toBe(NOW);
  });

  it('refuses a changed, added, repeated or missing parameter, another secret, and an expired request', () => {
    const signed = signOAuthQuery(REQUEST, SECRET, NOW, 600);
    const changed = (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(signed);
      change(params);
      return params.toString();
    };

    expect(
      readSignedOAuthQuery(
        changed((p) => p.set('scope', 'openid')),
        SECRET,
        NOW,
      ),
    ).toBeNull();
    expect(
      readSignedOAuthQuery(
        changed((p) => p.append('resource', 'x')),
        SECRET,
        NOW,
      ),
    ).toBeNull();
    expect(
      readSignedOAuthQuery(
        changed((p) => p.append('sig', p.get('sig')!)),
        SECRET,
        NOW,
      ),
    ).toBeNull();
    expect(
      readSignedOAuthQuery(
        changed((p) => p.delete('sig')),
        SECRET,
        NOW,
      ),
    ).toBeNull();
    expect(readSignedOAuthQuery(signed, `${SECRET}!`, NOW)).toBeNull();
    expect(readSignedOAuthQuery(signed, SECRET, NOW + 600_000)).not.toBeNull();
    expect(readSignedOAuthQuery(signed, SECRET, NOW + 601_000)).toBeNull();
  });
});
