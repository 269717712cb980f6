/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Props of the finished upload's step.
 */
export interface UploadCompleteProps {
	/** The file's name, the title's first guess. */
	filename: string;
	/** Applies the video with its title. */
	onDone: ( title: string ) => void;
}

/**
 * 'Upload Complete': the video's title, then Done (spec 001 §4).
 *
 * @param props The props.
 * @return The step.
 */
export default function UploadComplete( props: UploadCompleteProps ) {
	const { filename, onDone } = props;
	const [ title, setTitle ] = useState( filename.replace( /\.[^.]+$/, '' ) );
	return (
		<div className="cairn-video__upload-complete">
			<h3>{ __( 'Upload Complete', 'cairn' ) }</h3>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Video title', 'cairn' ) }
				value={ title }
				onChange={ setTitle }
			/>
			<Button variant="primary" onClick={ () => onDone( title.trim() ) }>
				{ __( 'Done', 'cairn' ) }
			</Button>
		</div>
	);
}
