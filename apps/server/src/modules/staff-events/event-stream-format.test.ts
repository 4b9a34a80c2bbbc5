import { describe, expect, it } from 'vitest';
import { parseLastEventId, sseComment, sseEvent, sseRetry } from './event-stream-format.js';

describe('event-stream format', () => {
  it('writes an event with its id and one JSON data line', () => {
    expect(sseEvent('alert', { a: 'x\ny' }, 7)).toBe('event: alert\nid: 7\ndata: {"a":"x\\ny"}\n\n');
  });

  it('leaves the id out when there is none, so the browser keeps its Last-Event-ID', () => {
    expect(sseEvent('alerts-changed', {})).toBe('event: alerts-changed\ndata: {}\n\n');
  });

  it('writes comments and the retry hint', () => {
    expect(sseComment('ping')).toBe(': ping\n\n');
    expect(sseRetry(3000)).toBe('retry: 3000\n\n');
  });

  it.each([
    [undefined, 0],
    ['12', 12],
    [' 12 ', 12],
    [['5', '6'], 5],
    ['-1', 0],
    ['1e3', 0],
    ['abc', 0],
    ['99999999999', 0],
    ['2147483648', 0],
  ])('Last-Event-ID %j → %d', (header, id) => expect(parseLastEventId(header)).toBe(id));
});
