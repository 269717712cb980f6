/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage, testAiConnection } from '../api';
import type { ConnectionTestRow } from '../types';

/**
 * Props of the connection test.
 */
export interface AiConnectionTestProps {
	/** Whether the page has unsaved changes: the test uses the saved settings. */
	hasUnsavedChanges: boolean;
	/** Whether the page is saving. */
	isSaving: boolean;
}

/**
 * Each task's name.
 *
 * @return Labels by task.
 */
function taskLabels(): Record< ConnectionTestRow[ 'task' ], string > {
	return {
		text: __( 'Text', 'cairn' ),
		vision: __( 'Vision', 'cairn' ),
		image: __( 'Image', 'cairn' ),
		audio: __( 'Audio', 'cairn' ),
	};
}

/**
 * Each outcome's name.
 *
 * @return Labels by status.
 */
function statusLabels(): Record< ConnectionTestRow[ 'status' ], string > {
	return {
		ok: __( 'Works', 'cairn' ),
		failed: __( 'Does not work', 'cairn' ),
		untested: __( 'Not tested', 'cairn' ),
		skipped: __( 'Not set up', 'cairn' ),
	};
}

/**
 * "Test connection": one tiny request per configured AI task, then what
 * worked and what did not, task by task.
 *
 * @param props Component props.
 * @return The button and the results.
 */
export default function AiConnectionTest( props: AiConnectionTestProps ) {
	const { hasUnsavedChanges, isSaving } = props;
	const [ isTesting, setIsTesting ] = useState( false );
	const [ results, setResults ] = useState< ConnectionTestRow[] | null >(
		null
	);
	const [ error, setError ] = useState( '' );

	const run = () => {
		setIsTesting( true );
		setError( '' );
		setResults( null );
		testAiConnection().then(
			( rows ) => {
				setResults( rows );
				setIsTesting( false );
			},
			( thrown: unknown ) => {
				setError( errorMessage( thrown ) );
				setIsTesting( false );
			}
		);
	};

	const tasks = taskLabels();
	const statuses = statusLabels();
	return (
		<div className="cairn-settings__connection-test">
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ run }
				isBusy={ isTesting }
				disabled={ isTesting || isSaving || hasUnsavedChanges }
				accessibleWhenDisabled
				aria-describedby={
					hasUnsavedChanges
						? 'cairn-connection-test-unsaved'
						: undefined
				}
			>
				{ isTesting
					? __( 'Testing…', 'cairn' )
					: __( 'Test connection', 'cairn' ) }
			</Button>
			{ hasUnsavedChanges && (
				<p
					id="cairn-connection-test-unsaved"
					className="cairn-settings__connection-test-hint"
				>
					{ __(
						'Save your changes first: the test uses the saved settings.',
						'cairn'
					) }
				</p>
			) }
			<div aria-live="polite">
				{ error && (
					<p className="cairn-settings__connection-test-error">
						{ error }
					</p>
				) }
				{ results && (
					<ul className="cairn-settings__connection-test-results">
						{ results.map( ( row ) => (
							<li
								key={ row.task }
								className={ `is-${ row.status }` }
							>
								<strong>
									{ sprintf(
										/* translators: 1: an AI task, such as "Text"; 2: how it went, such as "Works". */
										__( '%1$s: %2$s', 'cairn' ),
										tasks[ row.task ],
										statuses[ row.status ]
									) }
								</strong>{ ' ' }
								{ row.message }
							</li>
						) ) }
					</ul>
				) }
			</div>
		</div>
	);
}
