/**
 * Colour families for the colour filter. Paint names are marketing text ("Obsidian Black Metallic"); a family is
 * the first family word found in the name. Order matters: "Midnight Blue Pearl" is blue, not white.
 */
export const COLOR_FAMILIES: readonly { family: string; label: string; words: readonly string[] }[] = [
  { family: 'black', label: 'Black', words: ['black', 'ebony', 'obsidian', 'onyx'] },
  { family: 'blue', label: 'Blue', words: ['blue', 'navy', 'cobalt'] },
  { family: 'red', label: 'Red', words: ['red', 'ruby', 'maroon', 'burgundy'] },
  { family: 'green', label: 'Green', words: ['green'] },
  { family: 'orange', label: 'Orange', words: ['orange'] },
  { family: 'yellow', label: 'Yellow', words: ['yellow', 'gold'] },
  { family: 'brown', label: 'Brown / tan', words: ['brown', 'bronze', 'tan', 'copper', 'beige', 'sand'] },
  { family: 'gray', label: 'Gray', words: ['gray', 'grey', 'graphite', 'charcoal', 'carbonized'] },
  { family: 'silver', label: 'Silver', words: ['silver', 'sterling', 'iridium'] },
  { family: 'white', label: 'White', words: ['white', 'pearl', 'ivory'] },
];

/** The family of a paint name, or 'other'. */
export function colorFamily(name: string | null | undefined): string {
  const words = (name ?? '').toLowerCase().split(/[^a-z]+/);
  return COLOR_FAMILIES.find((entry) => entry.words.some((word) => words.includes(word)))?.family ?? 'other';
}

export const colorLabel = (family: string) =>
  COLOR_FAMILIES.find((entry) => entry.family === family)?.label ?? (family === 'other' ? 'Other' : family);
