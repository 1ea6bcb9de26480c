import { render, screen } from '@testing-library/react';
import { nextEnter, PageTransition } from './page-transition';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const wrapper = () => screen.getByText('page').parentElement;

test('no fade on the first page; each new pathname switches the fade so it runs again; children keep their state', () => {
  pathname = '/';
  const { rerender } = render(
    <PageTransition>
      <p>page</p>
    </PageTransition>,
  );
  const first = screen.getByText('page');
  expect(wrapper()).not.toHaveAttribute('data-enter');

  const renderAt = (path: string) => {
    pathname = path;
    rerender(
      <PageTransition>
        <p>page</p>
      </PageTransition>,
    );
    return wrapper()?.getAttribute('data-enter');
  };
  expect(renderAt('/faqs')).toBe('a');
  expect(renderAt('/faqs')).toBe('a');
  expect(renderAt('/contact-us')).toBe('b');
  expect(renderAt('/faqs')).toBe('a');
  // Not remounted: the same element all along.
  expect(screen.getByText('page')).toBe(first);
});

test.each([
  [undefined, 'a'],
  ['a', 'b'],
  ['b', 'a'],
] as const)('nextEnter(%s) → %s', (last, expected) => {
  expect(nextEnter(last)).toBe(expected);
});
