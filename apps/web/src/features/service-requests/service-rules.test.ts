import { describe, expect, it } from 'vitest';
import {
  EMPTY_REQUEST,
  problemsOf,
  stateTone,
  targetFromParams,
  type RequestValues,
} from './service-rules';

const empty: RequestValues = EMPTY_REQUEST;

describe('a complaint opened from a shop, goods or member page', () => {
  it('prefills a known target type with a whole positive id', () => {
    expect(targetFromParams(new URLSearchParams('type=goods&id=12'))).toEqual({
      targetType: 'goods',
      targetId: '12',
    });
  });
  it('ignores an unknown type, a zero, negative or non-numeric id', () => {
    for (const query of [
      'type=order&id=3',
      'type=shop&id=0',
      'type=shop&id=-2',
      'type=shop&id=x',
      'id=3',
    ])
      expect(targetFromParams(new URLSearchParams(query))).toBeNull();
  });
});

describe('what a request form needs before it is sent', () => {
  it('feedback needs a type and at least five characters of content', () => {
    expect(problemsOf(empty, 'feedback')).toEqual({ category: 'required', content: 'required' });
    expect(problemsOf({ ...empty, category: 'problem', content: 'slow' }, 'feedback')).toEqual({
      content: 'tooShort',
    });
    expect(
      problemsOf({ ...empty, category: 'problem', content: 'It is slow' }, 'feedback'),
    ).toEqual({});
  });
  it('a complaint needs a target id that is a whole number', () => {
    const values = { ...empty, category: 'fraud', content: 'They cheated me' };
    expect(problemsOf(values, 'complaint')).toEqual({ targetId: 'required' });
    expect(problemsOf({ ...values, targetId: '1.5' }, 'complaint')).toEqual({
      targetId: 'invalidId',
    });
    expect(problemsOf({ ...values, targetId: '42' }, 'complaint')).toEqual({});
  });
  it('a consultation needs a subject but no category', () => {
    expect(problemsOf({ ...empty, content: 'My phone lags' }, 'consultation')).toEqual({
      subject: 'required',
    });
  });
});

describe('how a request’s state is drawn', () => {
  it('waiting until the desk answers, answered, then done', () => {
    expect(stateTone('pending')).toBe('waiting');
    expect(stateTone('processing')).toBe('waiting');
    expect(stateTone('replied')).toBe('answered');
    expect(stateTone('resolved')).toBe('done');
    expect(stateTone('closed')).toBe('done');
  });
});
