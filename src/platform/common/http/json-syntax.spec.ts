import { jsonSyntaxErrorAt, lineAndColumnOf } from './json-syntax';

describe('jsonSyntaxErrorAt', () => {
  it.each([
    ['an empty object', '{}'],
    ['an empty array', '[]'],
    ['every kind of value', ' {"a": [1, -2.5e+3, 0, true, false, null, "x\\n\\u00e9\\"", {}]} '],
    ['a string', '"text"'],
    ['a number', '42'],
    ['null', 'null'],
    ['arrays nested 50 000 deep', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ])('finds %s to be JSON', (_name, text) => {
    expect(jsonSyntaxErrorAt(text)).toBeNull();
  });

  it.each([
    ['{"email": "a@example.com", "password": ', 39],
    ['{bad', 1],
    ['{"a":1,}', 7],
    ['{"a" 1}', 5],
    ['[1 2]', 3],
    ['{"a":01}', 6],
    ['{"a":"b\\x"}', 8],
    ['{"a":"\u0001"}', 6],
    ['{"a":tru}', 8],
    ['{"a":1}}', 7],
    ['', 0],
    ['{"a":-}', 6],
    ["{'a':1}", 1],
  ])('finds %j to stop being JSON at %d', (text, offset) => {
    expect(jsonSyntaxErrorAt(text)).toBe(offset);
  });

  it('finds where deeply nested arrays are closed wrongly', () => {
    const text = `${'['.repeat(30_000)}}`;
    expect(jsonSyntaxErrorAt(text)).toBe(30_000);
  });

  it.each([['{"a":1}x', 7]])('finds %j to stop being JSON at %d once a value is done', (text, offset) => {
    expect(jsonSyntaxErrorAt(text)).toBe(offset);
  });
});

describe('lineAndColumnOf', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumnOf('{\n  "a": ,\n}', 9)).toEqual({ line: 2, column: 8 });
    expect(lineAndColumnOf('{bad', 1)).toEqual({ line: 1, column: 2 });
  });
});
