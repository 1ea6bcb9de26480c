import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { DEFAULT_ERROR_STRINGS } from '@/lib/i18n/error-strings';
import { NotFoundScreen } from './not-found-screen';
import { ErrorStringsProvider } from './ui-strings';

const spanish = {
  ...DEFAULT_ERROR_STRINGS,
  'notFound.title': 'Página no encontrada',
  'notFound.button': 'Volver al inicio',
};

test.each([
  ['the built-in texts without a provider', undefined, 'Page not found', 'Go back home'],
  ['the site’s texts from the root layout', spanish, 'Página no encontrada', 'Volver al inicio'],
])('%s', (_name, strings, title, button) => {
  render(
    strings ? (
      <ErrorStringsProvider strings={strings}>
        <NotFoundScreen />
      </ErrorStringsProvider>
    ) : (
      <NotFoundScreen />
    ),
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', '/');
});
