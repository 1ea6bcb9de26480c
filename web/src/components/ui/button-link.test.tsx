import { render } from '@testing-library/react';
import { ButtonLink, buttonClassName, type ButtonVariant } from './button-link';

// Solid is the stylesheet's default look, so the most common button sends one class name rather than two.
test.each<[ButtonVariant | undefined, string]>([
  [undefined, 'button'],
  ['solid', 'button'],
  ['outline', 'button outline'],
  ['inverted', 'button inverted'],
])('variant %p: class %p', (variant, expected) => {
  expect(buttonClassName(variant)).toBe(expected);
  const { container } = render(
    <ButtonLink href="/contact-us" {...(variant ? { variant } : {})}>
      Contact
    </ButtonLink>,
  );
  expect(container.querySelector('a')?.getAttribute('class')).toBe(expected);
});
