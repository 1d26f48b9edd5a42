import { IsOptional, IsString } from 'class-validator';
import { AuthError } from '../errors/auth-error';
import { AuthValidationPipe } from './auth-validation.pipe';

class OptionalQuery {
  @IsOptional()
  @IsString()
  filter?: string;
}

class RequiredBody {
  @IsString()
  name!: string;
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
