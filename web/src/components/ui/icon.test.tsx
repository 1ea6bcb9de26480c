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
