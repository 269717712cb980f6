/** The slide transition. */
export type SlideshowEffect = 'slide' | 'fade';

/** One slide's image. */
export interface SlideshowImage {
	alt?: string;
	/** The caption's HTML (rich text). */
	caption?: string;
	/** The attachment's id; unset while an upload is under way. */
	id?: number | string;
	/** The attachment page. */
	link?: string;
	/** The image at the chosen size. */
	url?: string;
	/** Width over height, e.g. "1.5"; unset when unknown. */
	aspectRatio?: string;
}

/** The Slideshow block's attributes (block.json). */
export interface SlideshowAttributes extends Record< string, unknown > {
	align: string;
	autoplay: boolean;
	/** Seconds between slides while autoplaying, 1–5. */
	delay: number;
	effect: SlideshowEffect;
	ids: Array< number | string >;
	images: SlideshowImage[];
	/** The WordPress image size the slides use (full when unset). */
	sizeSlug?: string;
}
