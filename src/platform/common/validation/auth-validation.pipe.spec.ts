import { IsString } from 'class-validator';
import { AuthError } from '../errors/auth-error';
import { AuthValidationPipe } from './auth-validation.pipe';
import { IsOmittable, IsOmittableBody } from './optional';

class OptionalQuery {
  @IsOmittable()
  @IsString()
  filter?: string;
}

class RequiredBody {
  @IsString()
  name!: string;
}

class AllOptionalBody {
  @IsOmittable()
  @IsString()
  name?: string;
}

@IsOmittableBody()
class OmittableBody {
  @IsOmittable()
  @IsString()
  name?: string;
}

describe('AuthValidationPipe with empty input', () => {
  const pipe = new AuthValidationPipe();

  it('answers a new instance of the DTO for each empty query, before and after it is known to accept one', async () => {
    const first = await pipe.transform({}, { type: 'query', metatype: OptionalQuery });
    const second = await pipe.transform({}, { type: 'query', metatype: OptionalQuery });

    expect(first).toBeInstanceOf(OptionalQuery);
    expect(second).toBeInstanceOf(OptionalQuery);
    expect(second).not.toBe(first);
    expect(second).toEqual({});
  });

  it('still refuses every empty body a DTO with a required field is sent', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(pipe.transform({}, { type: 'body', metatype: RequiredBody })).rejects.toBeInstanceOf(AuthError);
    }
  });

  it('still validates a non-empty query against a DTO that accepts an empty one', async () => {
    await pipe.transform({}, { type: 'query', metatype: OptionalQuery });

    await expect(
      pipe.transform({ filter: ['a', 'b'] }, { type: 'query', metatype: OptionalQuery }),
    ).rejects.toBeInstanceOf(AuthError);
    await expect(pipe.transform({ filter: 'a' }, { type: 'query', metatype: OptionalQuery })).resolves.toEqual({
      filter: 'a',
    });
  });
});

describe('AuthValidationPipe with text that is not Unicode', () => {
  const pipe = new AuthValidationPipe();

  it('reads each lone or reversed surrogate as U+FFFD, as a UTF-8 decoder reads the same bytes', async () => {
    const body = await pipe.transform({ name: 'a\ud800b\udc00\ud800c' }, { type: 'body', metatype: RequiredBody });

    expect(body).toEqual({ name: 'a\ufffdb\ufffd\ufffdc' });
  });

  it('keeps surrogate pairs, and repairs keys and nested values too', async () => {
    const repaired = await pipe.transform({ 'k\udfff': ['😀', { deep: '\ud83d' }] }, { type: 'body' });

    expect(repaired).toEqual({ 'k\ufffd': ['😀', { deep: '\ufffd' }] });
  });

  it('still refuses NUL characters with VALIDATION_ERROR', async () => {
    await expect(
      pipe.transform({ name: 'a\u0000\ud800' }, { type: 'body', metatype: RequiredBody }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('AuthValidationPipe with a body that is not an object', () => {
  const pipe = new AuthValidationPipe();
  const body = (metatype: new () => object) => ({ type: 'body' as const, metatype });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['an array', [{ name: 'a' }]],
    ['a string', 'name'],
    ['a number', 42],
    ['true', true],
  ])('refuses %s for a DTO whose every field is optional with VALIDATION_ERROR', async (_case, value) => {
    await expect(pipe.transform(value, body(AllOptionalBody))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid body parameters',
      details: { errors: [{ field: 'body', message: 'must be a JSON object' }] },
    });
  });

  it('still accepts an empty object for a DTO whose every field is optional', async () => {
    await expect(pipe.transform({}, body(AllOptionalBody))).resolves.toBeInstanceOf(AllOptionalBody);
  });

  it('reads no body as an empty one where the whole body may be left out, and still refuses the others', async () => {
    await expect(pipe.transform(undefined, body(OmittableBody))).resolves.toEqual({});
    await expect(pipe.transform(null, body(OmittableBody))).rejects.toBeInstanceOf(AuthError);
    await expect(pipe.transform([], body(OmittableBody))).rejects.toBeInstanceOf(AuthError);
  });

  it('leaves one field read from the body to its own type', async () => {
    await expect(pipe.transform(undefined, { type: 'body', data: 'name', metatype: String })).resolves.toBeUndefined();
  });
});
