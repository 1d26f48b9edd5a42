import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('escapes %, _ and \\ so they match themselves', () => {
    expect(likePattern('50%_off\\', 'contains')).toBe('%50\\%\\_off\\\\%');
  });

  it('puts the wildcard where the shape says', () => {
    expect(likePattern('ada', 'starts_with')).toBe('ada%');
    expect(likePattern('ada', 'ends_with')).toBe('%ada');
    expect(likePattern('ada', 'contains')).toBe('%ada%');
  });
});
