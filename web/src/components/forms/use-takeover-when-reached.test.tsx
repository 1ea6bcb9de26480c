import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PlainFormHandover } from './plain-form-handover';
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

function Policy({ enhanced }: { enhanced: boolean }) {
  return (
    <form data-enhanced={enhanced ? 'true' : undefined}>
      <input name="firstName" aria-label="First name" />
      <a href="#privacy-policy">Privacy Policy</a>
    </form>
  );
}

/** A component of its own, as the enhanced form is: the swap replaces the plain form's elements. */
function EnhancedPolicy() {
  return <Policy enhanced />;
}

function Swap() {
  const { wrapper, takeover, handover } = useTakeoverWhenReached(loadPolicy);
  return (
    <div ref={wrapper}>
      <PlainFormHandover wrapper={wrapper} handover={handover} swapped={takeover !== null}>
        {takeover ? <takeover.Form /> : <Policy enhanced={false} />}
      </PlainFormHandover>
    </div>
  );
}
const loadPolicy = async () => EnhancedPolicy;

test('focus on a link in the plain form (no field name) is on the same link in the enhanced form after the swap', async () => {
  render(<Swap />);
  const link = screen.getByRole('link', { name: 'Privacy Policy' });
  act(() => link.focus());
  await settle();
  const swapped = screen.getByRole('link', { name: 'Privacy Policy' });
  expect(swapped.closest('form')).toHaveAttribute('data-enhanced', 'true');
  expect(swapped).not.toBe(link);
  expect(swapped).toHaveFocus();
});
