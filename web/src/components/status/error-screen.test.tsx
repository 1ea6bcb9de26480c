import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_ERROR_STRINGS } from '@/lib/i18n/strings';
import { ErrorScreen } from './error-screen';
import { ErrorStringsProvider } from './ui-strings';
import { reloadPage } from '../navigation/full-load';

jest.mock('../navigation/full-load', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

describe('ErrorScreen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('shows badge, title, subtitle, a link home and a retry button, with the 500 document title', () => {
    const retry = jest.fn();
    render(<ErrorScreen error={new Error('boom')} retry={retry} />);
    expect(screen.getByText(DEFAULT_ERROR_STRINGS['error.badge'])).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('500 - Something went wrong');
  });

  test('uses the site’s translated strings', () => {
    render(
      <ErrorStringsProvider
        strings={{ ...DEFAULT_ERROR_STRINGS, 'error.title': 'Algo salió mal', 'error.button': 'Volver al inicio' }}
      >
        <ErrorScreen error={new Error('boom')} />
      </ErrorStringsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a failed chunk load (a deploy replaced the build) reloads once instead of only showing the error', () => {
    sessionStorage.clear();
    jest.mocked(reloadPage).mockClear();
    const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), {
      name: 'ChunkLoadError',
    });
    const first = render(<ErrorScreen error={chunkError} />);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(console.error).not.toHaveBeenCalled();
    first.unmount();
    // The reload failed the same way within 10 s: the error screen stays, no loop.
    render(<ErrorScreen error={chunkError} />);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(chunkError);
  });

  test('other errors never reload', () => {
    sessionStorage.clear();
    jest.mocked(reloadPage).mockClear();
    render(<ErrorScreen error={new Error('boom')} />);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
