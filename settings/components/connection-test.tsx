/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { testService } from '../api';
import type {
	ConnectionCheck,
	ConnectionReport,
	SecretEdits,
	ServiceSettings,
	TestedService,
} from '../types';

/**
 * Props of a section's connection test.
 */
export interface ConnectionTestProps {
	/** The service to test. */
	service: TestedService;
	/** The section's values as entered now, saved or not. */
	getValues: () => {
		services: Partial< ServiceSettings >;
		secrets: SecretEdits;
	};
	/** Whether the page is saving. @default false */
	disabled?: boolean;
	/** Called with each report (the AI section takes the models). @default undefined */
	onReport?: ( report: ConnectionReport ) => void;
}

/**
 * Each outcome's name.
 *
 * @return Labels by status.
 */
function statusLabels(): Record< ConnectionCheck[ 'status' ], string > {
	return {
		ok: __( 'Works', 'cairn' ),
		failed: __( 'Does not work', 'cairn' ),
		skipped: __( 'Not set up', 'cairn' ),
		untested: __( 'Not tested', 'cairn' ),
	};
}

/**
 * "Test connection": calls the real service with the values entered in the
 * section (nothing is saved) and says, row by row, what works and what does
 * not.
 *
 * @param props Component props.
 * @return The button and the results.
 */
export default function ConnectionTest( props: ConnectionTestProps ) {
	const { service, getValues, disabled = false, onReport } = props;
	const [ isTesting, setIsTesting ] = useState( false );
	const [ report, setReport ] = useState< ConnectionReport | null >( null );
	const [ error, setError ] = useState( '' );

	const run = () => {
		const { services, secrets } = getValues();
		setIsTesting( true );
		setError( '' );
		setReport( null );
		testService( service, services, secrets ).then(
			( answer ) => {
				setReport( answer );
				setIsTesting( false );
				onReport?.( answer );
			},
			( thrown: unknown ) => {
				setError( getErrorMessage( thrown ) );
				setIsTesting( false );
			}
		);
	};

	const statuses = statusLabels();
	return (
		<div className="cairn-settings__connection-test">
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ run }
				isBusy={ isTesting }
				disabled={ isTesting || disabled }
				accessibleWhenDisabled
			>
				{ isTesting
					? __( 'Testing…', 'cairn' )
					: __( 'Test connection', 'cairn' ) }
			</Button>
			<p className="cairn-settings__connection-test-hint">
				{ __(
					'Tests what is entered above, saved or not. Nothing is saved by a test.',
					'cairn'
				) }
			</p>
			<div aria-live="polite">
				{ error && (
					<p className="cairn-settings__connection-test-error">
						{ error }
					</p>
				) }
				{ report && (
					<ul className="cairn-settings__connection-test-results">
						{ report.checks.map( ( check, index ) => (
							<li
								key={ index }
								className={ `is-${ check.status }` }
							>
								<strong>
									{ sprintf(
										/* translators: 1: what was checked, such as "Audience"; 2: how it went, such as "Works". */
										__( '%1$s: %2$s', 'cairn' ),
										check.label,
										statuses[ check.status ]
									) }
								</strong>{ ' ' }
								{ check.message }
							</li>
						) ) }
					</ul>
				) }
			</div>
		</div>
	);
}
