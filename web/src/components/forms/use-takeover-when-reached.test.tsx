import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTakeoverWhenReached } from './use-takeover-when-reached';

function Enhanced() {
  return <p>enhanced</p>;
}

const load = jest.fn(async () => Enhanced);

function Island() {
  const { wrapper, takeover } = useTakeoverWhenReached(load);
  return (
    <div ref={wrapper} data-testid="wrapper">
      {takeover ? (
        <takeover.Form />
      ) : (
        <form>
          <input name="firstName" aria-label="First name" />
        </form>
      )}
    </div>
  );
}

/** Lets the load promise and the transition settle. */
const settle = () => act(async () => undefined);

beforeEach(() => load.mockClear());

test('nothing loads while the page merely loads or sits idle', async () => {
  jest.useFakeTimers();
  render(<Island />);
  act(() => jest.advanceTimersByTime(10_000));
  jest.useRealTimers();
  await settle();
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByLabelText('First name')).toBeInTheDocument();
});

test.each([
  ['focus enters the form', (wrapper: HTMLElement) => fireEvent.focusIn(wrapper.querySelector('input') as HTMLElement)],
  ['a pointer is pressed in it', (wrapper: HTMLElement) => fireEvent.pointerDown(wrapper)],
  ['a pointer moves over it', (wrapper: HTMLElement) => fireEvent.pointerEnter(wrapper)],
])('the enhanced form loads once, and takes over, when %s', async (_name, reach) => {
  render(<Island />);
  const wrapper = screen.getByTestId('wrapper');
  reach(wrapper);
  reach(wrapper);
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('enhanced')).toBeInTheDocument();
});

test('a field focused before the page hydrated counts as reached', async () => {
  // The server's markup, with the visitor already in a field when the page hydrates.
  const container = document.createElement('div');
  container.innerHTML =
    '<div data-testid="wrapper"><form><input name="firstName" aria-label="First name"/></form></div>';
  document.body.append(container);
  (container.querySelector('input') as HTMLInputElement).focus();
  render(<Island />, { container, hydrate: true });
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('enhanced')).toBeInTheDocument();
  container.remove();
});
