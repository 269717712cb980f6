/**
 * Swiper and the modules the slideshow uses, as one chunk that view.ts
 * loads only on pages with a slideshow. Swiper's A11y module is left out on
 * purpose: it sets aria-live and slide labels its own way, which the view
 * script does per the WAI-ARIA carousel pattern.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';
import { Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';

export { Swiper };
export const modules = { Autoplay, EffectFade, Navigation, Pagination };
