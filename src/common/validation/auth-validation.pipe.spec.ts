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

    await expect(pipe.transform({ filter: ['a', 'b'] }, { type: 'query', metatype: OptionalQuery })).rejects.toBeInstanceOf(AuthError);
    await expect(pipe.transform({ filter: 'a' }, { type: 'query', metatype: OptionalQuery })).resolves.toEqual({ filter: 'a' });
  });
});
