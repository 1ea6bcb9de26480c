import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { ReviewCards, ReviewClasses, ReviewStrings } from './review-list';
import { ReviewTabs, reviewsUrl } from './review-tabs';

const CLASSES: ReviewClasses = { list: 'grid reviews', card: 'card', more: 'more' };

const STRINGS: ReviewStrings = {
  rated: 'Rated {rating} out of 5',
  readOn: 'Read on {platform}',
  readOnSite: 'Read on the review site',
  newTab: '(opens in a new tab)',
  loading: 'Loading reviews…',
  loadFailed: 'The reviews could not be loaded.',
  retry: 'Try again',
  more: 'Show more reviews',
};

const item = (id: string, name: string, url: number | null = null) => ({
  id,
  name,
  platform: 'Google',
  date: '03/14/26',
  rating: 5,
  text: `${name} liked it`,
  url,
  avatar: null,
});

const FIRST: ReviewCards = {
  urls: ['https://maps.example/store-a'],
  reviews: [item('a', 'Ana', 0), item('b', 'Ben', 0)],
};
const SERVICE: ReviewCards = { urls: [], reviews: [item('b', 'Ben'), item('c', 'Cleo')] };
const TABS = [
  { category: 'Sale', label: 'Sale' },
  { category: 'Service', label: 'Service' },
];

/** The tabs as the reviews section renders them; a test changes only what it is about. */
const renderTabs = (props: Partial<ComponentProps<typeof ReviewTabs>> = {}) =>
  render(
    <ReviewTabs
      label="What customers say"
      tabs={TABS}
      first={FIRST}
      firstTotal={2}
      strings={STRINGS}
      classes={CLASSES}
      {...props}
    />,
  );

const names = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((entry) => entry.querySelector('p')?.textContent);

const answer = (body: unknown, ok = true) =>
  ({ ok, status: ok ? 200 : 500, json: async () => body }) as unknown as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('ReviewTabs', () => {
  test('the first tab comes with the page; another tab is fetched when selected, once', async () => {
    fetchMock.mockResolvedValue(answer(SERVICE));
    const { container } = renderTabs();
    expect(names()).toEqual(['Ana', 'Ben']);
    // The hidden panel exists (its tab points at it) but holds nothing and asked for nothing until selected.
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sale' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(await within(screen.getByRole('tabpanel')).findAllByRole('listitem')).toHaveLength(2);
    expect(names()).toEqual(['Ben', 'Cleo']);
    expect(fetchMock).toHaveBeenCalledWith(reviewsUrl('Service'), expect.anything());

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Service' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sale' }), { key: 'ArrowRight' });
    expect(names()).toEqual(['Ben', 'Cleo']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a failed load says so and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, false)).mockResolvedValueOnce(answer(SERVICE));
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await within(screen.getByRole('tabpanel')).findAllByRole('listitem')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('the first tab: the page’s first reviews, the rest on request, focus on the first added one', async () => {
    const whole: ReviewCards = {
      urls: FIRST.urls,
      reviews: [...FIRST.reviews, item('c', 'Cleo'), item('d', 'Dan')],
    };
    fetchMock.mockResolvedValueOnce(answer({}, false)).mockResolvedValueOnce(answer(whole));
    renderTabs({ firstTotal: 4 });
    expect(names()).toEqual(['Ana', 'Ben']);
    const more = screen.getByRole('button', { name: 'Show more reviews' });
    expect(fetchMock).not.toHaveBeenCalled();

    // A failed load says so; the button stays to try again.
    fireEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent('The reviews could not be loaded.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    });
    expect(names()).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);
    expect(fetchMock).toHaveBeenCalledWith(reviewsUrl('Sale'));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(document.activeElement).toHaveTextContent('Cleo');
  });

  test('no button when the page carries the whole first tab', () => {
    renderTabs();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  test('one category: a plain list without tabs', () => {
    renderTabs({ label: 'Reviews', tabs: [TABS[0]!] });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
  });

  test('each review links to its own address from the shared table', () => {
    const batch: ReviewCards = {
      urls: ['https://maps.example/a', 'https://reviews.example/b'],
      reviews: [
        item('a', 'Ana', 1),
        item('b', 'Ben', 0),
        { ...item('c', 'Cleo', 1), platform: null },
        item('d', 'Dan'),
      ],
    };
    renderTabs({ label: 'Reviews', tabs: [TABS[0]!], first: batch, firstTotal: 4 });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://reviews.example/b',
      'https://maps.example/a',
      'https://reviews.example/b',
    ]);
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'Read on Google',
      'Read on Google',
      'Read on the review site',
    ]);
    expect(screen.getAllByText('Google · 03/14/26', { selector: 'p' })).toHaveLength(3);
    expect(screen.getByText('03/14/26', { selector: 'p' })).toBeInTheDocument();
  });

  test('the labels read as the server worded them', () => {
    render(
      <ReviewTabs
        label="Reseñas"
        tabs={[
          { category: 'Sale', label: 'Ventas' },
          { category: 'Service', label: 'Servicio' },
        ]}
        first={FIRST}
        firstTotal={2}
        strings={{
          ...STRINGS,
          rated: 'Calificación de {rating} de 5',
          readOn: 'Leer en {platform}',
          newTab: '(se abre en una pestaña nueva)',
        }}
        classes={CLASSES}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Servicio' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Calificación de 5 de 5' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /Leer en Google/ })[0]).toHaveTextContent(
      '(se abre en una pestaña nueva)',
    );
    expect(screen.queryByText(/Read on|Rated/)).toBeNull();
  });
});
