import { ID_LENGTH, generateId, randomString } from './random';

describe('generateId', () => {
  it('makes 32 letters and digits', () => {
    expect(ID_LENGTH).toBe(32);
    for (let i = 0; i < 50; i += 1) expect(generateId()).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('never repeats itself over a thousand ids', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateId()));

    expect(ids.size).toBe(1000);
  });

  it('uses lower case, upper case and digits alike', () => {
    const sample = Array.from({ length: 200 }, () => generateId()).join('');

    expect(sample).toMatch(/[a-z]/);
    expect(sample).toMatch(/[A-Z]/);
    expect(sample).toMatch(/[0-9]/);
  });
});

describe('randomString', () => {
  it('makes a string of the asked length from the given alphabet only', () => {
    const value = randomString(500, 'ab');

    expect(value).toHaveLength(500);
    expect(value).toMatch(/^[ab]+$/);
    expect(value).toContain('a');
    expect(value).toContain('b');
  });

  it('makes an empty string for length 0', () => {
    expect(randomString(0)).toBe('');
  });
});
