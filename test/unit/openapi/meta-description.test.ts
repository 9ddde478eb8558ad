import { describe, expect, test } from 'vitest';
import { operationMetaDescription } from '../../../src/openapi/meta-description.ts';

const base = { title: 'Create a pet', method: 'post', path: '/pets' };

describe('the meta description of an operation page', () => {
  test('is the description as plain text, markup removed', () => {
    expect(operationMetaDescription({ ...base, summary: 'Create', description: 'Adds a **pet** to the [store](https://example.com).' })).toBe('Adds a pet to the store.');
  });

  test('falls back to the summary, then to what the page is', () => {
    expect(operationMetaDescription({ ...base, summary: 'Create a pet in the store' })).toBe('Create a pet in the store');
    expect(operationMetaDescription(base)).toBe('Create a pet: the POST /pets endpoint, its parameters, request body, responses and code samples.');
  });

  test('a long description is cut at a word, under 160 characters', () => {
    const long = 'Creates a customer object that holds payment methods and a balance. '.repeat(6);
    const meta = operationMetaDescription({ ...base, description: long });
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
    expect(long.startsWith(meta.slice(0, -1))).toBe(true);
    expect(long[meta.length - 1]).toMatch(/[\s.,]/);
  });
});
