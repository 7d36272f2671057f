// Every CMS picture carries the Studio's click-to-edit mark for its own image field inside the
// preview, and no mark at all on the public site.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import BlockchainRoute from '@/app/routes/blockchain';
import HomeRoute from '@/app/routes/home';
import { setEditLink } from '@/lib/edit-links';

import { homePage } from '../../../seed/content/home-page';
import { renderWithContent, routeProps, stubMatchMedia, useSeedContent } from '../../utils/render';

/** The services Home features, in the seed's order (tests/content checks that order). */
const HOME_SERVICE_IDS = (
  homePage.servicesSection as { services: { _ref: string }[] }
).services.map((service) => service._ref);

useSeedContent();

/** Spells out what the preview's createDataAttribute is handed, so the test can read it. */
function previewLinks() {
  setEditLink((document, path) =>
    typeof document === 'string'
      ? `${document}|${path}`
      : `${document.type}:${document.id}|${path}`,
  );
}

beforeEach(() => {
  // Reduced motion keeps Swiper's autoplay off in jsdom, which has no layout to animate.
  stubMatchMedia((query) => query.includes('reduce'));
});
// Files share the module, so the public site's behaviour comes back after each test.
afterEach(() => setEditLink(() => undefined));

async function renderHome() {
  const { container } = renderWithContent(<HomeRoute {...routeProps(HomeRoute)} />);
  await screen.findByRole('heading', { level: 1, name: 'Your Gateway to Digital Evolution' });
  return [...container.querySelectorAll('img')];
}

async function renderBlockchain() {
  const { container } = renderWithContent(<BlockchainRoute {...routeProps(BlockchainRoute)} />, {
    route: '/blockchain',
  });
  await screen.findByRole('heading', { level: 1, name: 'Blockchain Solutions' });
  // The Swiper carousel replaces the still row once its chunk has loaded.
  const gallery = screen.getByRole('region', { name: 'Blockchain gallery' });
  await waitFor(() => expect(gallery.querySelectorAll('.swiper-slide')).toHaveLength(12));
  return { container, gallery };
}

const marks = (images: Element[]) => images.map((image) => image.getAttribute('data-sanity'));

describe('click-to-edit marks on CMS images', () => {
  it("mark the home page's service pictures in their services and its solution cards' in it", async () => {
    previewLinks();
    const images = await renderHome();
    expect(marks(images)).toEqual([
      ...HOME_SERVICE_IDS.map((id) => `service:${id}|image`),
      'homePage|solutions.cards[_key=="solution1"].image',
      'homePage|solutions.cards[_key=="solution2"].image',
    ]);
  });

  it("mark the blockchain page's carousel, service cards and technology logos", async () => {
    previewLinks();
    const { gallery } = await renderBlockchain();
    // Repeats of a picture in the moving strip open the same picture.
    expect(new Set(marks([...gallery.querySelectorAll('img')]))).toEqual(
      new Set([1, 2, 3, 4, 5, 6].map((n) => `blockchainPage|carousel[_key=="chain${n}"]`)),
    );
    const services = screen.getByRole('region', { name: 'Blockchain Services' });
    expect(
      within(services).getByRole('img', { name: 'Smart contract document with a seal' }),
    ).toHaveAttribute('data-sanity', 'blockchainPage|services.cards[_key=="chain1"].image');
    expect(screen.getByRole('img', { name: 'Ethereum-inspired diamond mark' })).toHaveAttribute(
      'data-sanity',
      'blockchainPage|technologies.cards[_key=="tech1"].logo',
    );
  });

  it('leave every image unmarked outside the preview', async () => {
    const home = await renderHome();
    const { container } = await renderBlockchain();
    const images = [...home, ...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) expect(image).not.toHaveAttribute('data-sanity');
  });
});
