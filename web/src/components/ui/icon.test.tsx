import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ICON_NAMES } from '@dealer/schemas/constants';
import { Icon } from './icon';

const iconsCss = readFileSync(path.join(__dirname, '../../theme/globals.css'), 'utf8');

/** The drawing a class gives in theme/globals.css: the SVG of its data URI, decoded. */
const drawing = (name: string) => {
  const match = new RegExp(`\\.i-${name} \\{\\s*--icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`).exec(iconsCss);
  return match ? decodeURIComponent(match[1]!) : null;
};

describe('Icon', () => {
  it.each(ICON_NAMES)('draws the %s icon from the stylesheet, without warnings', (name) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<Icon name={name} />);
    expect(container.firstElementChild?.getAttribute('class')).toBe(`icon i-${name}`);
    expect(drawing(name)).toMatch(
      /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'.*<path d='M[^']+'\/><\/svg>$/,
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('every drawing is distinct', () => {
    const drawings = [...ICON_NAMES, 'unknown'].map(drawing);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('falls back to the question-mark icon and logs an unknown name', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = render(<Icon name="rocket" />).container.firstElementChild;
    expect(unknown?.getAttribute('class')).toBe('icon i-unknown');
    expect(drawing('unknown')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('Icon "rocket" not found');
    warn.mockRestore();
  });

  it('renders nothing without a name', () => {
    expect(render(<Icon name={null} />).container.innerHTML).toBe('');
  });
});

describe('Icon markup', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'icon i-lock'],
    ['lockIcon', 'icon i-lock lockIcon'],
  ])('with class %s: one empty element, no drawing, size or presentation attributes', (className, expected) => {
    const { container } = render(<Icon name="lock" className={className} />);
    const icon = container.firstElementChild;
    expect(icon?.getAttribute('class')).toBe(expected);
    expect(icon?.childNodes).toHaveLength(0);
    // Decorative and empty: nothing to announce, so no ARIA attributes to send either.
    expect(icon?.getAttributeNames()).toEqual(['class']);
  });
});
