/**
 * Internal dependencies
 */
import type { ReadinessName, ServiceName } from '../../site/types';

/**
 * Props of the connect banner.
 */
export interface ConnectBannerProps {
	/** What the block or feature needs: a service, or an AI task (`ai-vision`…). */
	service: ServiceName | ReadinessName;
	/** How to name the service in the texts. @default the service's own label */
	serviceLabel?: string;
	/** The feature that needs it, when the banner is not a block's own ("Alt text"). @default undefined: "This block" */
	feature?: string;
	/** Extra class on the banner. @default undefined */
	className?: string;
}
