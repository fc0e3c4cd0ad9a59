import { describe, expect, it } from 'vitest';
import { initialReviews, reviewPayload, reviewProblem } from './review-form';

describe('review form', () => {
  it('starts every item at five stars with no text', () => {
    expect(initialReviews([{ id: 1 }, { id: 2 }])).toEqual([
      { id: 1, score: 5, comment: '', imgList: [] },
      { id: 2, score: 5, comment: '', imgList: [] },
    ]);
  });
  it('needs 1-5 stars, at most 500 characters and 6 pictures per item', () => {
    const base = { id: 1, score: 4, comment: 'ok', imgList: [] };
    expect(reviewProblem([base])).toBeUndefined();
    expect(reviewProblem([{ ...base, score: 0 }])).toBe('score');
    expect(reviewProblem([{ ...base, comment: 'x'.repeat(501) }])).toBe('tooLong');
    expect(
      reviewProblem([
        { ...base, imgList: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.jpg`) },
      ]),
    ).toBe('tooManyImages');
  });
  it('sends every item at once with trimmed text', () => {
    expect(
      reviewPayload(9, [{ id: 1, score: 5, comment: ' good ', imgList: ['/uploads/a.jpg'] }]),
    ).toEqual({
      order_id: 9,
      goodsList: [{ id: 1, score: 5, comment: 'good', imgList: ['/uploads/a.jpg'] }],
    });
  });
});
