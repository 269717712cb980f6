/**
 * Internal dependencies
 */
import type { ServiceName } from '../../site/types';

/**
 * Props of the connect banner.
 */
export interface ConnectBannerProps {
	/** The service the block needs. */
	service: ServiceName;
	/** How to name the service in the texts. @default getServiceLabel( service ) */
	serviceLabel?: string;
	/** Extra class on the banner. @default undefined */
	className?: string;
}
