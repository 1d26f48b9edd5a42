import { ArgumentMetadata, BadRequestException, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { AuthError } from '../errors/auth-error';
import { BASE_ERRORS, QUERY_VALIDATION_MESSAGE } from '../errors/base.errors';
import { isOmittableBody } from './optional';

/** Far beyond any legitimate body (metadata and permissions included), far below a stack overflow. */
const MAX_INPUT_DEPTH = 32;

interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The one request validation pipe: unknown fields are stripped (as Better Auth's schemas do) and
 * any shape failure answers 400 VALIDATION_ERROR naming the part of the request at fault.
 */
export class AuthValidationPipe extends ValidationPipe {
  /** DTOs an empty query or body has passed: most requests send none, and the answer cannot change. */
  private readonly acceptEmpty = new WeakSet<Type>();

  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: false,
      transform: true,
      // Only the first failing rule is named; class-validator checks a field's decorators from the
      // bottom up, so DTOs put the type check (`@IsString()`) last and a missing field reads as such.
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors: ValidationError[]) => new BadRequestException(flatten(errors)),
    });
  }

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      if (metadata.type !== 'custom') {
        const { problem, hasLoneSurrogates } = scanInput(value);
        if (problem) throw new BadRequestException([{ field: metadata.type, message: problem }]);
        if (hasLoneSurrogates) value = withoutLoneSurrogates(value);
      }
      const dto = metadata.metatype;
      if (this.readsWholeBody(metadata) && !isPlainObject(value)) {
        if (value !== undefined || !isOmittableBody(metadata.metatype)) {
          throw new BadRequestException([{ field: 'body', message: 'must be a JSON object' }]);
        }
        value = {};
      }
      const empty = isEmptyObject(value);
      if (empty && dto && this.acceptEmpty.has(dto)) return plainToInstance(dto, {});
      const transformed: unknown = await super.transform(value, metadata);
      if (empty && dto && transformed !== value && transformed instanceof dto) this.acceptEmpty.add(dto);
      return transformed;
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      const response = error.getResponse() as { message?: unknown };
      const errors = Array.isArray(response.message) ? response.message : [];
      throw new AuthError(BASE_ERRORS.VALIDATION_ERROR, {
        message: metadata.type === 'query' ? QUERY_VALIDATION_MESSAGE : BASE_ERRORS.VALIDATION_ERROR.message,
        details: errors.length > 0 ? { errors } : {},
      });
    }
  }

  /**
   * A whole body read into a DTO must be an object: a request with none (the body parsers leave it
   * undefined) would otherwise read as `{}`, and an all-optional DTO would accept it.
   */
  private readsWholeBody(metadata: ArgumentMetadata): metadata is ArgumentMetadata & { metatype: Type } {
    return metadata.type === 'body' && metadata.data === undefined && this.toValidate(metadata);
  }
}

function isPlainObject(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

function flatten(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** A UTF-16 code unit that is half of a pair, standing alone (or in the wrong order). */
const LONE_SURROGATE = /\p{Cs}/u;

interface InputScan {
  /** Why no field may carry this input, or null. */
  problem: string | null;
  hasLoneSurrogates: boolean;
}

/**
 * Looks at every string without recursion: nesting deep enough to overflow the recursive
 * transformer (a 500) and NUL characters, which PostgreSQL text cannot store faithfully, are
 * refused; lone surrogates (`"\ud800"` in JSON) are noted for repair.
 */
function scanInput(value: unknown): InputScan {
  let hasLoneSurrogates = false;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { problem: 'must not contain NUL characters', hasLoneSurrogates };
      hasLoneSurrogates ||= LONE_SURROGATE.test(current);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH)
      return { problem: `must not nest deeper than ${MAX_INPUT_DEPTH} levels`, hasLoneSurrogates };
    for (const [key, child] of Object.entries(current)) pending.push([key, depth + 1], [child, depth + 1]);
  }
  return { problem: null, hasLoneSurrogates };
}

/**
 * The input with each lone surrogate replaced by U+FFFD, as a UTF-8 decoder reads the same bytes
 * sent raw. Such text is not Unicode: PostgreSQL would store the replacement and SQLite the broken
 * text, and a check such as the e-mail syntax would throw on it. Only called after `scanInput`
 * has bounded the depth.
 */
function withoutLoneSurrogates(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\p{Cs}/gu, '\uFFFD');
  if (Array.isArray(value)) return value.map(withoutLoneSurrogates);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [withoutLoneSurrogates(key), withoutLoneSurrogates(child)]),
  );
}
