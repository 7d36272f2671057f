// Restates the product spec (AI Automation) and the carousel settings literally, so a
// careless edit of carousel-config.ts fails here.
import { describe, expect, it } from 'vitest';

import { carouselConfig, MAX_SLIDES_PER_VIEW } from '@/components/carousel/carousel-config';

describe('carouselConfig', () => {
  it('has exactly the specified Swiper settings', () => {
    expect(carouselConfig).toStrictEqual({
      breakpoints: {
        1024: { slidesPerView: 5 },
        640: { slidesPerView: 3 },
        320: { slidesPerView: 2 },
      },
      spaceBetween: 24,
      loop: true,
      autoplay: { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true },
      speed: 8000,
      allowTouchMove: false,
    });
  });

  it('shows at most five slides at once', () => {
    expect(MAX_SLIDES_PER_VIEW).toBe(5);
  });
});
