import { Button } from '@chakra-ui/react/button';
import { render, screen } from '@testing-library/react';
import { ChakraIsland } from './chakra-island';

jest.mock('next/navigation', () => ({ useServerInsertedHTML: () => undefined }));

describe('ChakraIsland', () => {
  test('renders Chakra components with the brand palette from the CSS variables', () => {
    render(
      <ChakraIsland>
        <Button colorPalette="brand">Send</Button>
      </ChakraIsland>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.isConnected).toBe(true);
    expect(button.className).toMatch(/css-/);
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .concat([...document.querySelectorAll('style')].map((style) => style.textContent ?? ''))
      .join('\n');
    expect(css.replace(/\s/g, '')).toContain('--chakra-colors-brand-solid:var(--brand-solid)');
  });
});
