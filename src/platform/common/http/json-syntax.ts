const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;
const DIGIT = /[0-9]/;

/**
 * Where a text stops being JSON (RFC 8259): the offset of the first character that cannot continue it,
 * its length when it ends too early, or null when it is JSON. It reads without recursion, so any
 * nesting depth is judged, and never repeats the text, which may hold a password.
 */
export function jsonSyntaxErrorAt(text: string): number | null {
  const reader = new JsonReader(text);
  return reader.read();
}

/** An offset as a person counts it: 1-based line and column. */
export function lineAndColumnOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}

/** Thrown from deep in the reading to its end, carrying where the text stopped being JSON. */
class SyntaxStop extends Error {
  constructor(readonly offset: number) {
    super(`not JSON from offset ${offset}`);
  }
}

class JsonReader {
  private at = 0;
  private readonly open: string[] = [];

  constructor(private readonly text: string) {}

  read(): number | null {
    try {
      // Each turn reads a value, or what may follow one; a container's members are turns of their own.
      let isValueDue = true;
      for (;;) {
        if (isValueDue) {
          isValueDue = this.value();
          continue;
        }
        this.skipWhitespace();
        const container = this.open.at(-1);
        if (container === undefined) return this.at === this.text.length ? null : this.at;
        const char = this.text[this.at];
        if (char === ',') {
          this.at++;
          if (container === '{') this.key();
          isValueDue = true;
        } else if ((char === '}' && container === '{') || (char === ']' && container === '[')) {
          this.at++;
          this.open.pop();
        } else this.stop();
      }
    } catch (error) {
      if (error instanceof SyntaxStop) return error.offset;
      throw error;
    }
  }

  /** Reads a value; true when it opened a container whose first member (after its key) is due. */
  private value(): boolean {
    this.skipWhitespace();
    const char = this.text[this.at];
    if (char === '{' || char === '[') {
      this.at++;
      this.skipWhitespace();
      if (this.text[this.at] === (char === '{' ? '}' : ']')) {
        this.at++;
        return false;
      }
      this.open.push(char);
      if (char === '{') this.key();
      return true;
    }
    if (char === '"') this.string();
    else if (char === '-' || (char !== undefined && DIGIT.test(char))) this.number();
    else if (char === 't') this.literal('true');
    else if (char === 'f') this.literal('false');
    else if (char === 'n') this.literal('null');
    else this.stop();
    return false;
  }

  private key(): void {
    this.skipWhitespace();
    if (this.text[this.at] !== '"') this.stop();
    this.string();
    this.skipWhitespace();
    if (this.text[this.at] !== ':') this.stop();
    this.at++;
  }

  private string(): void {
    this.at++;
    for (;;) {
      const char = this.text[this.at];
      if (char === undefined || char < ' ') this.stop();
      if (char === '"') {
        this.at++;
        return;
      }
      if (char === '\\') {
        const escaped = this.text[this.at + 1];
        if (escaped === 'u') {
          if (!HEX.test(this.text.slice(this.at + 2, this.at + 6))) this.stopAt(this.at + 2);
          this.at += 6;
          continue;
        }
        if (!ESCAPES.has(escaped)) this.stopAt(this.at + 1);
        this.at += 2;
        continue;
      }
      this.at++;
    }
  }

  private number(): void {
    if (this.text[this.at] === '-') this.at++;
    if (this.text[this.at] === '0') this.at++;
    else this.digits();
    if (this.text[this.at] === '.') {
      this.at++;
      this.digits();
    }
    if (this.text[this.at] === 'e' || this.text[this.at] === 'E') {
      this.at++;
      if (this.text[this.at] === '+' || this.text[this.at] === '-') this.at++;
      this.digits();
    }
  }

  /** One digit or more. */
  private digits(): void {
    const start = this.at;
    while (this.at < this.text.length && DIGIT.test(this.text[this.at])) this.at++;
    if (this.at === start) this.stop();
  }

  private literal(word: string): void {
    for (const letter of word) {
      if (this.text[this.at] !== letter) this.stop();
      this.at++;
    }
  }

  private skipWhitespace(): void {
    while (WHITESPACE.has(this.text[this.at])) this.at++;
  }

  private stop(): never {
    return this.stopAt(this.at);
  }

  private stopAt(offset: number): never {
    throw new SyntaxStop(Math.min(offset, this.text.length));
  }
}
