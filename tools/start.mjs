/**
 * `npm start`: a WordPress development site in WordPress Playground with this
 * plugin active, logged in as admin.
 *
 * Installs dependencies when node_modules is missing, builds, takes the
 * WordPress core from Debian (tools/wp/core.mjs; CAIRN_WP=6.8 for the older
 * version) and boots `@wp-playground/cli server` on a fresh copy of it, with
 * the repository mounted as the `cairn` plugin. Without apt (a laptop online)
 * Playground downloads WordPress itself. CAIRN_PORT sets the port (9400).
 *
 * It opens on the demo post (tools/wp/demo-post.mjs): one of every Cairn
 * block, made from each block's main fixture, already saved, with the
 * editor's welcome guide off; its URL is printed beside the editor's.
 */

/**
 * External dependencies
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { DEFAULT_VERSION, REPO_ROOT, ensureCore } from './wp/core.mjs';
import {
	DEMO_EDITOR_PATH,
	demoPostContent,
	demoPostStep,
} from './wp/demo-post.mjs';
import { freshCoreCopy } from './wp/site.mjs';

const version = process.env.CAIRN_WP || DEFAULT_VERSION;
const port = Number( process.env.CAIRN_PORT ) || 9400;
const url = `http://127.0.0.1:${ port }`;

function npm( args ) {
	const result = spawnSync( 'npm', args, {
		cwd: REPO_ROOT,
		stdio: 'inherit',
	} );
	return result.status === 0;
}

if ( ! fs.existsSync( path.join( REPO_ROOT, 'node_modules' ) ) ) {
	if ( ! npm( [ 'install', '--no-audit', '--no-fund' ] ) ) {
		process.exit( 1 );
	}
}

if ( ! npm( [ 'run', 'build' ] ) ) {
	// Keep the site usable (with the previous build/, if any) while the
	// error is being fixed.
	process.stderr.write(
		'\nThe build failed: the site runs without a fresh build/. Fix the error, then run `npm run build` (or `npm run dev`).\n\n'
	);
}

const core = ensureCore( version );
const blueprintFile = path.join( REPO_ROOT, 'tools/wp/blueprint.json' );
const blueprint = JSON.parse( fs.readFileSync( blueprintFile, 'utf8' ) );
blueprint.preferredVersions.wp = version;
const demo = demoPostContent();
blueprint.steps.push( demoPostStep( demo.content ) );
blueprint.landingPage = DEMO_EDITOR_PATH;

let coreCopy = null;
const args = [
	'server',
	`--port=${ port }`,
	`--mount=${ REPO_ROOT }:/wordpress/wp-content/plugins/cairn`,
];
if ( core ) {
	// Playground writes wp-config.php, the database and the SQLite drop-in
	// into the core it is given: a fresh copy each run.
	coreCopy = freshCoreCopy( core, `playground-${ version }` );
	args.push(
		`--mount-before-install=${ coreCopy }:/wordpress`,
		'--wordpress-install-mode=install-from-existing-files'
	);
} else {
	process.stderr.write(
		`No Debian core here: Playground downloads WordPress ${ version }.\n`
	);
}
const runtimeBlueprint = path.join(
	REPO_ROOT,
	'.cache',
	`blueprint-${ process.pid }.json`
);
fs.mkdirSync( path.dirname( runtimeBlueprint ), { recursive: true } );
fs.writeFileSync( runtimeBlueprint, JSON.stringify( blueprint, null, '\t' ) );
args.push( `--blueprint=${ runtimeBlueprint }` );

const cleanUp = () => {
	fs.rmSync( runtimeBlueprint, { force: true } );
	if ( coreCopy ) {
		fs.rmSync( coreCopy, { recursive: true, force: true } );
	}
};

const playground = spawn(
	path.join( REPO_ROOT, 'node_modules/.bin/wp-playground-cli' ),
	args,
	{ cwd: REPO_ROOT, stdio: [ 'ignore', 'pipe', 'inherit' ] }
);

// Playground says "Ready!" once WordPress is installed and the blueprint ran.
let announced = false;
playground.stdout.on( 'data', ( chunk ) => {
	process.stdout.write( chunk );
	if ( ! announced && /Ready!/.test( chunk.toString() ) ) {
		announced = true;
		process.stdout.write(
			`\n  Cairn is running on WordPress ${ version } (Playground), logged in as admin.\n` +
				`  Editor:    ${ url }/wp-admin/post-new.php\n` +
				`  Demo post: ${ url }${ DEMO_EDITOR_PATH } (${
					demo.blocks.length
				} blocks: ${ demo.blocks.join( ', ' ) })\n` +
				`  Ctrl+C stops it.\n\n`
		);
	}
} );

let stopping = false;
const stop = ( signal ) => {
	stopping = true;
	playground.kill( signal );
};
process.on( 'SIGINT', () => stop( 'SIGINT' ) );
process.on( 'SIGTERM', () => stop( 'SIGTERM' ) );

playground.on( 'exit', ( code ) => {
	cleanUp();
	process.exit( stopping ? 0 : ( code ?? 1 ) );
} );
