import { describe, expect, test } from 'vitest';
import { categoryNameKey, findCategoryNamed } from './categories';

const CATEGORIES = [
  { id: 'a', name: 'World Capitals' },
  { id: 'b', name: 'Space & Astronomy' },
  { id: 'c', name: 'Rock and Roll' },
];

describe('the category-name rule', () => {
  test.each([
    ['World Capitals', 'a'],
    ['world capitals', 'a'],
    ['  WORLD CAPITALS \t', 'a'],
    ['Space & Astronomy', 'b'],
    ['space & astronomy', 'b'],
    ['rock and roll', 'c'],
  ])('%j is the category %s', (name, id) => {
    expect(findCategoryNamed(CATEGORIES, name)?.id).toBe(id);
  });

  test.each([
    ['World  Capitals'],
    ['Space and Astronomy'],
    ['Rock & Roll'],
    ['WorldCapitals'],
    [''],
    ['   '],
  ])('%j is no category (only case and the ends are ignored)', (name) => {
    expect(findCategoryNamed(CATEGORIES, name)).toBeUndefined();
  });

  test('a stored name is keyed the same way as a typed one', () => {
    expect(categoryNameKey(' Flags ')).toBe(categoryNameKey('FLAGS'));
    expect(findCategoryNamed([{ id: 'x', name: ' Flags ' }], 'flags')?.id).toBe('x');
  });
});
