import { positionKeys } from './position-keys';

const block = (key: string, text: string, listItem?: 'bullet') => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  ...(listItem ? { listItem, level: 1 } : {}),
  markDefs: [],
  children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
});

describe('positionKeys', () => {
  test.each([
    ['paragraphs', [block('1s8fnz90qhpj', 'One'), block('0mujfxu1hve9', 'Two')], ['0', '1']],
    [
      'past ten blocks the keys stay short',
      Array.from({ length: 12 }, (_, i) => block(`k${i}xxxxxxxxxx`, 'x')),
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b'],
    ],
  ])('%s: each block is keyed by its position', (_label, blocks, keys) => {
    expect(positionKeys(blocks).map((item) => (item as { _key: string })._key)).toEqual(keys);
  });

  test('the blocks themselves are left unchanged', () => {
    const blocks = [block('1s8fnz90qhpj', 'One')];
    const [keyed] = positionKeys(blocks) as ReturnType<typeof block>[];
    expect({ ...keyed, _key: blocks[0]!._key }).toEqual(blocks[0]);
    expect(blocks[0]!._key).toBe('1s8fnz90qhpj');
  });
});
