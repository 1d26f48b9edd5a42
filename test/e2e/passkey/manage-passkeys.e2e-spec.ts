import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { authenticatorFor, registerPasskey } from '../../support/passkeys';

const LIST = '/api/auth/passkey/list-user-passkeys';
const UPDATE = '/api/auth/passkey/update-passkey';
const DELETE = '/api/auth/passkey/delete-passkey';
const NOT_FOUND = { code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' };
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };

describe('managing one’s passkeys', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    owner = await signUp(t.http);
    other = await signUp(t.http);
    adminCookie = (await createUserWithRole(t.http)).cookie;
  });

  afterAll(() => t.close());

  it('lists only the caller’s passkeys, oldest first', async () => {
    const user = await signUp(t.http);
    const first = await registerPasskey(t.http, user.cookie, authenticatorFor(t.baseUrl), 'first');
    const second = await registerPasskey(t.http, user.cookie, authenticatorFor(t.baseUrl), 'second');
    await registerPasskey(t.http, other.cookie, authenticatorFor(t.baseUrl));

    const response = await request(t.http).get(LIST).set('Cookie', user.cookie).expect(200);

    expect(response.body.map((passkey: { id: string }) => passkey.id)).toEqual([first.id, second.id]);
    expect(response.body[0]).toEqual(first);
  });

  it('answers an empty list for a user without passkeys', async () => {
    const user = await signUp(t.http);

    const response = await request(t.http).get(LIST).set('Cookie', user.cookie).expect(200);

    expect(response.body).toEqual([]);
  });

  it('refuses the list without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).get(LIST).expect(401);

    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('renames a passkey and answers it as { passkey }', async () => {
    const passkey = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl), 'old name');

    const response = await request(t.http)
      .post(UPDATE)
      .set('Cookie', owner.cookie)
      .send({ id: passkey.id, name: 'new name' })
      .expect(200);

    expect(response.body).toEqual({ passkey: { ...passkey, name: 'new name' } });
  });

  it('refuses to rename another user’s passkey with 401 YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY', async () => {
    const passkey = await registerPasskey(t.http, other.cookie, authenticatorFor(t.baseUrl), 'theirs');

    const response = await request(t.http)
      .post(UPDATE)
      .set('Cookie', owner.cookie)
      .send({ id: passkey.id, name: 'mine now' })
      .expect(401);

    expect(response.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY',
      message: 'You are not allowed to register this passkey',
    });
    const theirs = await request(t.http).get(LIST).set('Cookie', other.cookie);
    expect(theirs.body.find((item: { id: string }) => item.id === passkey.id).name).toBe('theirs');
  });

  it('refuses to rename an unknown passkey with 404 PASSKEY_NOT_FOUND', async () => {
    const response = await request(t.http)
      .post(UPDATE)
      .set('Cookie', owner.cookie)
      .send({ id: 'no-such-passkey', name: 'x' })
      .expect(404);

    expect(response.body).toEqual(NOT_FOUND);
  });

  it('trims the new name (Better Auth 1.7)', async () => {
    const passkey = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl), 'old name');

    const response = await request(t.http)
      .post(UPDATE)
      .set('Cookie', owner.cookie)
      .send({ id: passkey.id, name: '  new name  ' })
      .expect(200);

    expect(response.body.passkey.name).toBe('new name');
  });

  it('refuses a blank new name with 400 VALIDATION_ERROR before looking the passkey up (Better Auth 1.7)', async () => {
    const passkey = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl), 'kept');

    for (const id of [passkey.id, 'no-such-passkey']) {
      const response = await request(t.http)
        .post(UPDATE)
        .set('Cookie', owner.cookie)
        .send({ id, name: '   ' })
        .expect(400);
      expect(response.body).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Invalid body parameters',
        errors: [{ field: 'name', message: 'name must not be blank' }],
      });
    }
    const listed = await request(t.http).get(LIST).set('Cookie', owner.cookie);
    expect(listed.body.find((item: { id: string }) => item.id === passkey.id).name).toBe('kept');
  });

  it('refuses a rename without a name with 400 VALIDATION_ERROR', async () => {
    const response = await request(t.http).post(UPDATE).set('Cookie', owner.cookie).send({ id: 'x' }).expect(400);

    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });

  it('deletes a passkey: answers { status: true } and it leaves the list', async () => {
    const passkey = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl));

    const response = await request(t.http)
      .post(DELETE)
      .set('Cookie', owner.cookie)
      .send({ id: passkey.id })
      .expect(200);

    expect(response.body).toEqual({ status: true });
    const list = await request(t.http).get(LIST).set('Cookie', owner.cookie);
    expect(list.body.map((item: { id: string }) => item.id)).not.toContain(passkey.id);
  });

  it('refuses to delete another user’s passkey with 401 UNAUTHORIZED and keeps it', async () => {
    const passkey = await registerPasskey(t.http, other.cookie, authenticatorFor(t.baseUrl));

    const response = await request(t.http)
      .post(DELETE)
      .set('Cookie', owner.cookie)
      .send({ id: passkey.id })
      .expect(401);

    expect(response.body).toEqual(UNAUTHORIZED);
    const theirs = await request(t.http).get(LIST).set('Cookie', other.cookie);
    expect(theirs.body.map((item: { id: string }) => item.id)).toContain(passkey.id);
  });

  it('refuses to delete an unknown passkey with 404 PASSKEY_NOT_FOUND', async () => {
    const response = await request(t.http).post(DELETE).set('Cookie', owner.cookie).send({ id: 'nope' }).expect(404);

    expect(response.body).toEqual(NOT_FOUND);
  });

  it('refuses to delete without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).post(DELETE).send({ id: 'nope' }).expect(401);

    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('records the added and the removed passkey in the audit log', async () => {
    const passkey = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl));
    await request(t.http).post(DELETE).set('Cookie', owner.cookie).send({ id: passkey.id }).expect(200);

    const added = await onlyEvent(t.http, adminCookie, 'passkey.verify-registration', passkey.id);
    const removed = await onlyEvent(t.http, adminCookie, 'passkey.delete-passkey', passkey.id);

    expect(added).toMatchObject({ actorId: owner.userId, targetType: 'passkey', result: 'success' });
    expect(removed).toMatchObject({ actorId: owner.userId, targetType: 'passkey', result: 'success' });
  });
});

describe('managing one’s passkeys with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
  });

  afterAll(() => t.close());

  it('keeps a new name as sent, a blank one included', async () => {
    const owner = await signUp(t.http);
    const passkey = await registerPasskey(t.http, owner.cookie, authenticatorFor(t.baseUrl), 'old name');

    for (const name of ['  new name  ', '']) {
      const response = await request(t.http)
        .post(UPDATE)
        .set('Cookie', owner.cookie)
        .send({ id: passkey.id, name })
        .expect(200);
      expect(response.body.passkey.name).toBe(name);
    }
  });
});
