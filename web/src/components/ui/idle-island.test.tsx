import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { idleIsland } from './idle-island';

/** The browser's idle moment, run by hand. */
const idleTasks: (() => void)[] = [];
jest.mock('./when-idle', () => ({
  whenIdle: (task: () => void) => {
    idleTasks.push(task);
    return () => undefined;
  },
}));

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

beforeEach(() => {
  idleTasks.length = 0;
});

test('nothing is fetched or drawn until the browser is idle; then the island renders with its props', async () => {
  const load = jest.fn(async () => Greeting);
  const Island = idleIsland(load);
  const { container } = render(<Island name="Ana" />);
  expect(container).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();
  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
});

/** An island still waiting on something as it first renders. */
function Waiting(): never {
  throw new Promise(() => undefined);
}

test('the island is drawn in a transition (rendered in slices, not one long task)', async () => {
  const Island = idleIsland(async () => Waiting);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <p>Page content</p>
      <Island />
    </Suspense>,
  );
  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
  });
  // An urgent update would have replaced the page's content with the fallback; a transition keeps it on screen.
  expect(screen.getByText('Page content')).toBeVisible();
  expect(screen.queryByText('Loading')).toBeNull();
});

test('an island gone before the idle moment is never drawn', async () => {
  const load = jest.fn(async () => Greeting);
  const Island = idleIsland(load);
  const { unmount } = render(<Island name="Ana" />);
  unmount();
  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
  });
  expect(screen.queryByText('Hello Ana')).toBeNull();
});
