import { describe, expect, it } from 'vitest';
import { errorText } from '../../../hosts/web/src/api/error-text.js';

describe('the web app’s one-line error from an API answer', () => {
  it('shows a string detail as it is', () => {
    expect(errorText({ detail: 'Invalid credentials.' })).toBe('Invalid credentials.');
  });

  it('names the field of each validation issue, without the body/query/path prefix', () => {
    const detail = [
      { loc: ['body', 'password'], msg: 'At least 12 characters.', type: 'x' },
      { loc: ['query', 'limit'], msg: 'Too big.', type: 'y' },
    ];
    expect(errorText({ detail })).toBe('password: At least 12 characters. limit: Too big.');
  });

  it('says the server cannot be reached when fetch itself failed', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('The server cannot be reached. Check your connection.');
  });

  it('falls back to a generic line for anything else', () => {
    expect(errorText(undefined)).toBe('Something went wrong. Try again.');
  });
});
