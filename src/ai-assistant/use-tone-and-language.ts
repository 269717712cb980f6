/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AiMessage } from '@cairn/shared/ai/types';
import { DEFAULT_TONE, getLanguageLabels, getToneLabels } from './constants';
import { getLanguageOptions, getSiteLanguage } from './language';
import type { AiRequest, Tone } from './types';

/**
 * The toolbar's 'Select tone' and 'Select language': the
 * choices, and a request that rewrites the answer in the one chosen.
 *
 * @param content  The answer.
 * @param messages The conversation so far.
 * @param send     Sends a request on top of an answer and a conversation.
 * @return The toolbar's tone and language props: the chosen ones, the
 *         language choices, and the functions that change them.
 */
export function useToneAndLanguage(
	content: string,
	messages: AiMessage[],
	send: (
		request: AiRequest,
		baseContent: string,
		baseHistory: AiMessage[]
	) => void
) {
	const siteLanguage = useMemo( () => getSiteLanguage(), [] );
	const languages = useMemo(
		() => getLanguageOptions( siteLanguage ),
		[ siteLanguage ]
	);
	const [ tone, setTone ] = useState< Tone >( DEFAULT_TONE );
	const [ language, setLanguage ] = useState( siteLanguage );

	const changeTone = ( next: Tone ) => {
		setTone( next );
		send(
			{
				type: 'changeTone',
				request: sprintf(
					/* translators: %s: a tone, e.g. "Formal". */
					__( 'Change the tone to %s', 'cairn' ),
					getToneLabels()[ next ]
				),
				content,
				tone: next,
				isFollowUp: true,
			},
			content,
			messages
		);
	};

	const changeLanguage = ( next: string ) => {
		setLanguage( next );
		const label =
			languages.find( ( option ) => option.value === next )?.label ??
			( getLanguageLabels() as Record< string, string > )[ next ] ??
			next;
		send(
			{
				type: 'changeLanguage',
				request: sprintf(
					/* translators: %s: a language, e.g. "Spanish". */
					__( 'Translate to %s', 'cairn' ),
					label
				),
				content,
				language: next,
				isFollowUp: true,
			},
			content,
			messages
		);
	};

	return {
		tone,
		language,
		languages,
		onTone: changeTone,
		onLanguage: changeLanguage,
	};
}
