import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SmartLink } from './smart-link';

describe('SmartLink', () => {
  test.each([
    ['nothing optional set', {}, []],
    ['a class and prefetch off', { className: 'nav', prefetch: false }, ['className', 'prefetch']],
    ['aria-current', { 'aria-current': 'page' as const }, ['aria-current']],
  ])('a site path hands next/link only the props that are set (%s)', (_name, props, expected) => {
    const element = SmartLink({ href: '/contact-us', children: 'Contact', ...props }) as ReactElement<
      Record<string, unknown>
    >;
    expect(
      Object.keys(element.props)
        .filter((key) => key !== 'href' && key !== 'children')
        .sort(),
    ).toEqual([...expected].sort());
  });

  test('a site path renders a link with its class and current-page state', () => {
    render(
      <SmartLink href="/contact-us" className="nav" aria-current="page">
        Contact
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/contact-us');
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
