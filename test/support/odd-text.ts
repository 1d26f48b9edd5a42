import fc from 'fast-check';

/** Surrogates alone, or a pair in the wrong order: no database stores them as sent. */
export const BROKEN_SURROGATES = ['\ud800', '\udfff', '\udc00\ud800', '\ud83d', 'a\ude00b', '\ud800\ud800'];

/**
 * Characters that show nothing or change how the text around them reads: zero-width ones, the
 * bidirectional controls, C0 and C1 controls, the soft hyphen and the byte-order mark.
 */
export const INVISIBLES = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u180e',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u3000',
];

/** Values an endpoint might accept, so that the odd characters spliced into them get past the first checks. */
const PLAUSIBLE = [
  'ada@example.com',
  'Ada Lovelace',
  'correct horse battery',
  '/welcome',
  'https://example.com/ada.png',
  'member',
  'admin',
  'proj_',
  'acme-inc',
  '2026-01-01T00:00:00.000Z',
  '100',
];

/** ASCII in its fullwidth forms (`ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ`), which NFKC folds back. */
export function fullwidth(text: string): string {
  return text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
}

const oddCharacters = fc.constantFrom(...BROKEN_SURROGATES, ...INVISIBLES);

/** A plausible value with odd characters spliced in at one place, or written in fullwidth forms. */
export const spliced: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.constantFrom(...PLAUSIBLE), oddCharacters, fc.nat()).map(([text, odd, at]) => {
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + odd + text.slice(cut);
  }),
  fc.constantFrom(...PLAUSIBLE).map(fullwidth),
  fc.array(oddCharacters, { minLength: 1, maxLength: 3 }).map((odd) => odd.join('')),
);

/**
 * Percent-encodes text as encodeURIComponent does, except that a lone surrogate (which it refuses)
 * goes as its three bytes in WTF-8 (`%ED%A0%80`): not UTF-8, as a hostile client may send it.
 */
export function encodeHostile(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    const isLoneSurrogate = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    encoded += isLoneSurrogate
      ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('')
      : encodeURIComponent(char);
  }
  return encoded;
}
