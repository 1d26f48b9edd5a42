import { Op, Utils, WhereOptions, literal, where } from 'sequelize';

/** Where the searched text must sit in the value. */
export type LikeShape = 'contains' | 'starts_with' | 'ends_with';

/**
 * A LIKE pattern that matches `text` literally where `shape` says, for `ESCAPE '\'`: `%`, `_` and
 * `\` in the text are escaped, so a search for `50%_off` finds that text and nothing else.
 */
export function likePattern(text: string, shape: LikeShape): string {
  const literalText = text.replace(/[\\%_]/g, '\\$&');
  return shape === 'starts_with' ? `${literalText}%` : shape === 'ends_with' ? `%${literalText}` : `%${literalText}%`;
}

/**
 * `subject LIKE pattern ESCAPE '\'` for `likePattern(text, shape)`. SQLite has no escape character
 * unless one is named; PostgreSQL's default is `\`, named too so both read alike (a prefix pattern
 * still uses PostgreSQL's text_pattern_ops indexes). `escape` is the dialect's string quoting.
 */
export function likeText(
  subject: Utils.Fn | Utils.Col,
  text: string,
  shape: LikeShape,
  escape: (value: string) => string,
): WhereOptions {
  return where(subject, { [Op.like]: literal(`${escape(likePattern(text, shape))} ESCAPE '\\'`) });
}
