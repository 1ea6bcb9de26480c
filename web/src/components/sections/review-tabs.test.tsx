import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReviewCard } from './review-list';
import { ReviewTabs } from './review-tabs';

const card = (id: string, name: string): ReviewCard => ({
  id,
  name,
  source: 'Google · 03/14/26',
  platform: 'Google',
  rating: 5,
  ratingLabel: 'Rated 5 out of 5',
  text: `${name} liked it`,
  url: null,
  linkText: 'Read on Google',
  avatar: null,
});

const REVIEWS = [card('a', 'Ana'), card('b', 'Ben'), card('c', 'Cleo')];
const TABS = [
  { category: 'Sale', label: 'Sale', items: [0, 1] },
  { category: 'Service', label: 'Service', items: [1, 2] },
];

describe('ReviewTabs', () => {
  test('renders only the selected tab, and a tab once it is selected', () => {
    const { container } = render(<ReviewTabs label="What customers say" reviews={REVIEWS} tabs={TABS} />);
    const panel = () => screen.getByRole('tabpanel');
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Ana', 'Ben']);
    // The hidden panel exists (its tab points at it) but holds no cards until selected.
    expect(container.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    expect(container.querySelectorAll('li')).toHaveLength(2);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Sale' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Service' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Ben', 'Cleo']);
  });

  test('one category: a plain list without tabs', () => {
    render(<ReviewTabs label="Reviews" reviews={REVIEWS} tabs={[{ category: 'Sale', label: 'Sale', items: [2] }]} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  test('tab names, the rating, the review link and its new-tab note read as the server worded them', () => {
    const spanish: ReviewCard = {
      ...card('d', 'Dora'),
      url: 'https://reviews.example/d',
      ratingLabel: 'Calificación de 5 de 5',
      linkText: 'Leer en Google',
    };
    render(
      <ReviewTabs
        label="Reseñas"
        reviews={[spanish, card('e', 'Eli')]}
        tabs={[
          { category: 'Sale', label: 'Ventas', items: [0] },
          { category: 'Service', label: 'Servicio', items: [1] },
        ]}
        newTabHint="(se abre en una pestaña nueva)"
      />,
    );
    expect(screen.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Servicio' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Calificación de 5 de 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leer en Google/ })).toHaveTextContent('(se abre en una pestaña nueva)');
    expect(screen.queryByText(/Read on|Rated/)).toBeNull();
  });
});
