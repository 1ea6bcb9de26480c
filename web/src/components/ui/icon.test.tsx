import { render } from '@testing-library/react';
import { ICON_NAMES } from '@dealer/schemas/constants';
import { Icon } from './icon';

describe('Icon', () => {
  it.each(ICON_NAMES)('draws the %s icon without warnings', (name) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<Icon name={name} />);
    expect(container.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toMatch(/^M/);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('falls back to the question-mark icon and logs an unknown name', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const known = render(<Icon name="car" />)
      .container.querySelector('path')
      ?.getAttribute('d');
    const unknown = render(<Icon name="rocket" />)
      .container.querySelector('path')
      ?.getAttribute('d');
    expect(unknown).not.toEqual(known);
    expect(warn).toHaveBeenCalledWith('Icon "rocket" not found');
    warn.mockRestore();
  });

  it('renders nothing without a name', () => {
    expect(render(<Icon name={null} />).container.innerHTML).toBe('');
  });
});

describe('Icon markup', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'icon'],
    ['lockIcon', 'icon lockIcon'],
  ])(
    'with class %s: the shared icon class draws the stroke, no per-icon presentation attributes',
    (className, expected) => {
      const svg = render(<Icon name="lock" className={className} />).container.querySelector('svg');
      expect(svg?.getAttribute('class')).toBe(expected);
      const presentation = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'focusable'];
      // The size too: the global class gives the default, the icon's own class any other.
      for (const attribute of [...presentation, 'width', 'height']) {
        expect(svg?.hasAttribute(attribute)).toBe(false);
      }
      expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    },
  );
});
