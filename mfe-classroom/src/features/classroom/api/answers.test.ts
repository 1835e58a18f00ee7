import { withAnswer, withoutAnswers } from './answers';

const stored = (revision: number) => ({ answer: { items: [true] }, revision, score: null, savedAt: '2026-03-01T09:00:00.000Z' });

describe('the answers map', () => {
  it('takes a newer answer and keeps a newer one over a late older one', () => {
    const map = withAnswer({}, 'sofia', 'e1', stored(2));
    expect(withAnswer(map, 'sofia', 'e1', stored(3)).sofia?.e1?.revision).toBe(3);
    expect(withAnswer(map, 'sofia', 'e1', stored(1))).toBe(map);
  });

  it('removes one exercise for everyone, or everything of one student', () => {
    const map = { sofia: { e1: stored(1), e2: stored(1) }, petro: { e1: stored(1) } };
    expect(withoutAnswers(map, 'e1', null)).toEqual({ sofia: { e2: stored(1) }, petro: {} });
    expect(withoutAnswers(map, null, 'petro')).toEqual({ sofia: map.sofia, petro: {} });
  });
});
