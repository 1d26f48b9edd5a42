/** Every http(s) link in a plain-text e-mail body, in order, without trailing punctuation. */
export function findLinks(text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
}
