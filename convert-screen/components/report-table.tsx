/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { describeRemoved } from '../removed';
import type { PostReport } from '../types';

/**
 * A line per changed post: its blocks converted, what was kept aside (in
 * the preserved attribute), what was removed because a post must not hold
 * it (credentials, unsafe addresses and styles), each block that visitors
 * see only as a fallback with what brings it back, the Jetpack blocks left
 * as they were, and whether it was saved.
 *
 * @param props        The report.
 * @param props.posts  The changed posts.
 * @param props.dryRun Whether nothing was saved.
 * @return The table.
 */
export default function ReportTable( {
	posts,
	dryRun,
}: {
	posts: PostReport[];
	dryRun: boolean;
} ) {
	if ( ! posts.length ) {
		return null;
	}
	return (
		<table className="widefat striped cairn-convert-report">
			<thead>
				<tr>
					<th scope="col">{ __( 'Post', 'cairn' ) }</th>
					<th scope="col">{ __( 'Converted', 'cairn' ) }</th>
					<th scope="col">{ __( 'Kept aside', 'cairn' ) }</th>
					<th scope="col">{ __( 'Removed', 'cairn' ) }</th>
					<th scope="col">{ __( 'Waiting for you', 'cairn' ) }</th>
					<th scope="col">{ __( 'Left as they were', 'cairn' ) }</th>
					<th scope="col">{ __( 'Saved', 'cairn' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ posts.map( ( post ) => {
					const kept = [
						...new Set(
							post.converted.flatMap( ( entry ) =>
								entry.kept.map(
									( name ) => `${ entry.from }: ${ name }`
								)
							)
						),
					];
					return (
						<tr key={ post.id }>
							<td>
								<a
									href={ addQueryArgs( 'post.php', {
										post: post.id,
										action: 'edit',
									} ) }
								>
									{ post.title ||
										__( '(no title)', 'cairn' ) }
								</a>
							</td>
							<td>
								{ Object.entries( post.counts )
									.map(
										( [ name, count ] ) =>
											`${ name } × ${ count }`
									)
									.join( ', ' ) }
							</td>
							<td>{ kept.join( ', ' ) }</td>
							<td>
								{ [
									...new Set(
										( post.removed ?? [] ).map(
											describeRemoved
										)
									),
								].join( ', ' ) }
							</td>
							<td>
								{ ( post.waiting ?? [] ).length > 0 && (
									<ul>
										{ ( post.waiting ?? [] ).map(
											( entry, index ) => (
												<li key={ index }>
													{ `${ entry.from }: ${ entry.action }` }
												</li>
											)
										) }
									</ul>
								) }
							</td>
							<td>{ Object.keys( post.left ).join( ', ' ) }</td>
							<td>
								{ dryRun &&
									__( 'Not saved (check only)', 'cairn' ) }
								{ ! dryRun &&
									( post.saved
										? __( 'Saved', 'cairn' )
										: __(
												'Could not be saved',
												'cairn'
											) ) }
							</td>
						</tr>
					);
				} ) }
			</tbody>
		</table>
	);
}
