/**
 * Swiper's fade effect, the one module a slideshow may need (see swiper.ts).
 */

/**
 * External dependencies
 */
export { EffectFade } from 'swiper/modules';
