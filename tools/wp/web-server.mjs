/**
 * The web servers real sites run, for the tests: nginx or Apache in front of
 * PHP-FPM (Debian's `nginx`, `apache2` and `php8.2-fpm`), serving a test
 * site's root in place of PHP's built-in server.
 *
 * `startWebServer( { server, root, port, nodes } )` writes a run folder under
 * `.cache/web/<label>-<pid>-<random>/` with the servers' configuration,
 * logs, pid files and temporary files, starts a PHP-FPM master per PHP node
 * (`nodes`, 1 or 2) with a pool of its own on a Unix socket in that folder,
 * then nginx or Apache on `port`, and returns
 * a handle whose `stop()` ends them and removes the folder (so does the end of
 * the Node process; folders and servers of runs whose process has ended go
 * when the next run starts). Nothing runs as a system service: the programs
 * are started here with their own configuration files (`-c`, `-f`, `-y`).
 *
 * PHP runs as the user who runs the tests, as `php -S` does, so that files the
 * site writes and files tests or the command line write stay interchangeable
 * (as root, PHP-FPM needs `--allow-to-run-as-root`). The web server's workers
 * run as that user too, except under root, where Apache refuses to serve as
 * root and both servers' workers run as Debian's `www-data`, which must be able
 * to read the site (its root is made world-readable; the checkout must be).
 *
 * Both servers include Cairn's rules from server-config/ unchanged, the files
 * the README tells owners to include. Apache reaches PHP through
 * `mod_proxy_fcgi` with the `event` MPM (Debian's default for apache2 with
 * php-fpm, and what cPanel and Plesk set up), and honours `.htaccess`
 * (`AllowOverride All`) with `mod_rewrite` for WordPress's pretty permalinks.
 *
 * Each PHP node is a PHP-FPM master of its own (`php-fpm-<n>.conf`, its
 * socket, pid file and log), with a temporary folder of its own as PHP's
 * `sys_temp_dir` and `upload_tmp_dir` (the site's wp-config.php makes it
 * WordPress's too): what a node keeps on "local disk" is out of the other
 * nodes' reach, as on separate machines, while the site's folder (uploads,
 * Cairn's private folder) is shared as a network file system would share
 * it. With `nodes: 2` nginx balances requests over the nodes round-robin
 * (one `upstream`, its state shared by nginx's workers), skips a node that
 * refuses connections, and names the node that answered in the response
 * header `X-Cairn-Node` (this test configuration only), so that tests can
 * prove their requests reached both. `stopPhpNode()` and `startPhpNode()`
 * stop and start one node of a running server (a node failing mid-upload).
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './core.mjs';
import { findProgram } from './mariadb.mjs';
import {
	accountPasses,
	hasEnded,
	hasExited,
	pidFromFile,
	pruneRunDirs,
	signal,
	sleepSync,
	stopGroup,
	stopsOnce,
	systemAccount,
	tailOf,
	watch,
} from './processes.mjs';

/** The servers a test site can be served by, besides `php` (`php -S`). */
export const WEB_SERVERS = [ 'nginx', 'apache' ];

const BASE_DIR = path.join( REPO_ROOT, '.cache', 'web' );
const RULES_DIR = path.join( REPO_ROOT, 'server-config' );
const APACHE_MODULES = '/usr/lib/apache2/modules';

function log( message ) {
	process.stderr.write( `[web-server] ${ message }\n` );
}

/**
 * The programs a server needs, by name, or null for those missing.
 *
 * @param {string} server 'nginx' or 'apache'.
 * @return {{fpm: ?string, web: ?string}} Paths.
 */
function programs( server ) {
	return {
		fpm: findProgram( [ 'php-fpm8.2', 'php-fpm' ] ),
		web: findProgram( server === 'nginx' ? [ 'nginx' ] : [ 'apache2' ] ),
	};
}

/**
 * Whether a server and PHP-FPM are installed.
 *
 * @param {string} server 'nginx' or 'apache'.
 * @return {boolean} Whether startWebServer() can run it.
 */
export function hasWebServer( server ) {
	const { fpm, web } = programs( server );
	return Boolean( fpm && web );
}

/**
 * The account the web server's workers run as: ourselves, or under root
 * Debian's `www-data` (Apache refuses to serve as root).
 *
 * @return {{uid?: number, gid?: number, name: string}} Account.
 */
function webAccount() {
	return systemAccount(
		'www-data',
		"Running as root, but there is no 'www-data' user for the web server's workers: install nginx or apache2 (tools/install-debian-packages.sh)."
	);
}

/**
 * Throws unless the web account can read a file (every parent folder must
 * let it through).
 *
 * @param {Object} account webAccount().
 * @param {string} file    File.
 */
function checkReadable( account, file ) {
	if ( ! accountPasses( account, [ '-r', file ] ) ) {
		throw new Error(
			`The web server's workers run as ${ account.name }, who cannot read ${ file }: let others read the checkout (chmod o+rX on it and its parents) or run the tests as another user.`
		);
	}
}

/**
 * Removes the run folders of processes that have ended, stopping the servers
 * they left (by the pid files in the folder).
 */
function pruneRuns() {
	pruneRunDirs( BASE_DIR, ( dir, owner ) =>
		killLeftovers( dir, `left by run ${ owner }` )
	);
}

/**
 * Kills the servers that a run folder's pid files name, when they are still
 * the servers of that folder.
 *
 * @param {string} dir  Run folder.
 * @param {string} note Why, for the log.
 */
function killLeftovers( dir, note ) {
	const run = path.join( dir, 'run' );
	for ( const file of fs.existsSync( run ) ? fs.readdirSync( run ) : [] ) {
		const pid = file.endsWith( '.pid' )
			? pidFromFile( path.join( run, file ), [ dir ] )
			: 0;
		if ( pid ) {
			log(
				`stopping ${ file.replace( '.pid', '' ) } ${ pid }, ${ note }`
			);
			signal( pid, 'SIGKILL' );
		}
	}
}

/**
 * The files of one PHP node (a PHP-FPM master) in a run folder.
 *
 * @param {string} dir  Run folder.
 * @param {number} node Node number, from 1.
 * @return {{config: string, pid: string, socket: string, log: string, stderr: string, tempDir: string}} Paths.
 */
export function phpNodeFiles( dir, node ) {
	return {
		config: path.join( dir, `php-fpm-${ node }.conf` ),
		pid: path.join( dir, 'run', `php-fpm-${ node }.pid` ),
		socket: path.join( dir, 'run', `php-fpm-${ node }.sock` ),
		log: path.join( dir, 'logs', `php-fpm-${ node }.log` ),
		stderr: path.join( dir, 'logs', `php-fpm-${ node }-stderr.log` ),
		tempDir: path.join( dir, `node-${ node }`, 'tmp' ),
	};
}

/**
 * A PHP-FPM pool's configuration: the test site's PHP settings (those
 * `php -S` gets on its command line), on a Unix socket of its own that the
 * web server's account may use, as Debian's pool does.
 *
 * @param {string} name    Pool name.
 * @param {string} socket  Socket path.
 * @param {string} dir     Run folder.
 * @param {Object} account webAccount().
 * @param {string} tempDir The node's temporary folder.
 * @return {string} The pool section.
 */
function fpmPool( name, socket, dir, account, tempDir ) {
	return [
		`[${ name }]`,
		`listen = ${ socket }`,
		'listen.mode = 0660',
		...( account.uid === undefined
			? []
			: [
					`listen.owner = ${ account.name }`,
					`listen.group = ${ account.name }`,
				] ),
		// As many PHP processes as `php -S` has workers (site.mjs), all
		// started at once: the servers compare on equal terms, and no
		// process is spawned or ended while a test waits.
		'pm = static',
		'pm.max_children = 4',
		// The tests' environment (WP_TEMP_DIR aside, wp-config.php holds what
		// the site needs), as php -S has it.
		'clear_env = no',
		'catch_workers_output = yes',
		'decorate_workers_output = no',
		`slowlog = ${ path.join( dir, 'logs', `${ name }-slow.log` ) }`,
		'php_admin_value[memory_limit] = 512M',
		'php_admin_flag[opcache.enable] = on',
		'php_admin_value[display_errors] = stderr',
		'php_admin_flag[log_errors] = on',
		// The node's own "local disk".
		`php_admin_value[sys_temp_dir] = ${ tempDir }`,
		`php_admin_value[upload_tmp_dir] = ${ tempDir }`,
		'',
	].join( '\n' );
}

/**
 * nginx's configuration: WordPress's usual server block, with Cairn's rules.
 *
 * @param {Object}   options
 * @param {string}   options.dir     Run folder.
 * @param {string}   options.root    Site root.
 * @param {number}   options.port    Port.
 * @param {string[]} options.php     PHP nodes' sockets.
 * @param {Object}   options.account webAccount().
 * @param {boolean}  options.rules   Whether Cairn's rules are included.
 * @return {string} nginx.conf.
 */
function nginxConfig( { dir, root, port, php, account, rules } ) {
	const tmp = path.join( dir, 'tmp' );
	return `# Written by tools/wp/web-server.mjs for one test run.
${ account.uid === undefined ? '' : `user ${ account.name };` }
worker_processes 2;
pid ${ path.join( dir, 'run', 'nginx.pid' ) };
error_log ${ path.join( dir, 'logs', 'nginx-error.log' ) } warn;
daemon off;

events {
	worker_connections 512;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	# The combined format, with the PHP node that answered.
	log_format cairn '$remote_addr - $remote_user [$time_local] "$request" '
		'$status $body_bytes_sent "$http_referer" "$http_user_agent" '
		'node=$cairn_node';
	access_log ${ path.join( dir, 'logs', 'nginx-access.log' ) } cairn;
	client_body_temp_path ${ tmp }/client-body;
	fastcgi_temp_path ${ tmp }/fastcgi;
	proxy_temp_path ${ tmp }/proxy;
	uwsgi_temp_path ${ tmp }/uwsgi;
	scgi_temp_path ${ tmp }/scgi;

	# Round-robin over the PHP nodes; the zone shares its turn between
	# nginx's workers, so that requests alternate whichever worker takes
	# them. A node that refuses connections is skipped for 2 s (the
	# default 10 s would slow tests of a node coming back).
	upstream php {
		zone php_nodes 64k;
${ php
	.map( ( socket ) => `\t\tserver unix:${ socket } fail_timeout=2s;` )
	.join( '\n' ) }
	}

	# The node that answered (the last one tried), for tests only.
	map $upstream_addr $cairn_node {
		"~php-fpm-(?<node>\\d+)\\.sock$" $node;
		default "";
	}

	server {
		listen 127.0.0.1:${ port };
		server_name 127.0.0.1;
		root ${ root };
		index index.php;

		${
			rules
				? `include ${ path.join( RULES_DIR, 'nginx.conf' ) };`
				: "# Cairn's rules left out (rules: false)."
		}

		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi.conf;
			fastcgi_pass php;
			fastcgi_read_timeout 300s;
			add_header X-Cairn-Node $cairn_node always;
		}
	}
}
`;
}

/**
 * Apache's configuration: one site, PHP through mod_proxy_fcgi, .htaccess
 * honoured, with Cairn's rules.
 *
 * @param {Object}   options
 * @param {string}   options.dir     Run folder.
 * @param {string}   options.root    Site root.
 * @param {number}   options.port    Port.
 * @param {string[]} options.php     PHP-FPM pools' sockets.
 * @param {Object}   options.account webAccount().
 * @param {boolean}  options.rules   Whether Cairn's rules are included.
 * @return {string} apache2.conf.
 */
function apacheConfig( { dir, root, port, php, account, rules } ) {
	const modules = [
		'mpm_event',
		'authz_core',
		'authz_host',
		'access_compat',
		'alias',
		'dir',
		'env',
		'headers',
		'mime',
		'rewrite',
		'setenvif',
		'proxy',
		'proxy_fcgi',
	];
	return `# Written by tools/wp/web-server.mjs for one test run.
ServerRoot ${ dir }
DefaultRuntimeDir ${ path.join( dir, 'run' ) }
PidFile ${ path.join( dir, 'run', 'apache2.pid' ) }
${ modules
	.map(
		( name ) =>
			`LoadModule ${ name }_module ${ APACHE_MODULES }/mod_${ name }.so`
	)
	.join( '\n' ) }
${
	account.uid === undefined
		? ''
		: `User ${ account.name }\nGroup ${ account.name }`
}
Listen 127.0.0.1:${ port }
ServerName 127.0.0.1
ServerTokens Prod
Timeout 300
KeepAlive On
StartServers 1
ThreadsPerChild 25
MaxRequestWorkers 50
ErrorLog ${ path.join( dir, 'logs', 'apache-error.log' ) }
LogLevel warn
LogFormat "%h %l %u %t \\"%r\\" %>s %b" common
CustomLog ${ path.join( dir, 'logs', 'apache-access.log' ) } common
TypesConfig /etc/mime.types
AccessFileName .htaccess
<FilesMatch "^\\.ht">
	Require all denied
</FilesMatch>
<Directory />
	Options FollowSymLinks
	AllowOverride None
	Require all denied
</Directory>

<VirtualHost 127.0.0.1:${ port }>
	DocumentRoot ${ root }
	DirectoryIndex index.php index.html
	<Directory ${ root }>
		Options FollowSymLinks
		AllowOverride All
		Require all granted
	</Directory>
	# As Debian's php8.2-fpm.conf (a2enconf php8.2-fpm) has it.
	SetEnvIfNoCase ^Authorization$ "(.+)" HTTP_AUTHORIZATION=$1
	<FilesMatch ".+\\.ph(?:ar|p|tml)$">
		SetHandler "proxy:unix:${ php[ 0 ] }|fcgi://localhost"
	</FilesMatch>

	${
		rules
			? `Include ${ path.join( RULES_DIR, 'apache.conf' ) }`
			: "# Cairn's rules left out (rules: false)."
	}
</VirtualHost>
`;
}

/**
 * Waits until a loopback port or a Unix socket accepts connections.
 *
 * @param {number|string} where  Port, or socket path.
 * @param {Function}      ended  Returns a message when the process has exited.
 * @param {string}        name   Program, for the message.
 * @param {Function}      reason The end of the program's log.
 */
async function waitForListener( where, ended, name, reason ) {
	const deadline = Date.now() + 15000;
	for (;;) {
		const open = await new Promise( ( resolve ) => {
			const socket =
				typeof where === 'number'
					? net.connect( where, '127.0.0.1' )
					: net.connect( where );
			socket.once( 'connect', () => {
				socket.destroy();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		const exit = ended();
		if ( exit || Date.now() > deadline ) {
			throw new Error(
				`${ name } ${
					exit || 'did not listen within 15 s'
				}:\n${ reason() }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}

/**
 * Serves a site's root with nginx or Apache in front of PHP-FPM.
 *
 * @param {Object}  options
 * @param {string}  options.server  'nginx' or 'apache'.
 * @param {string}  options.root    Site root.
 * @param {number}  options.port    Port to listen on (127.0.0.1).
 * @param {string}  [options.label] First part of the run folder's name.
 * @param {number}  [options.nodes] PHP nodes (PHP-FPM masters) behind nginx:
 *                                  1 (default) or 2; Apache fronts one.
 * @param {boolean} [options.rules] Whether Cairn's server-config/ file is
 *                                  included (the default); false serves the
 *                                  site as an owner who never added it would,
 *                                  to prove what Cairn's own files protect.
 * @return {Promise<{dir: string, logDir: string, nodes: number, stop: () => Promise<void>}>} The server.
 */
export async function startWebServer( {
	server,
	root,
	port,
	label = 'site',
	nodes = 1,
	rules = true,
} ) {
	if ( ! WEB_SERVERS.includes( server ) ) {
		throw new Error(
			`Unknown web server '${ server }': use ${ WEB_SERVERS.join(
				' or '
			) }.`
		);
	}
	if ( ! [ 1, 2 ].includes( nodes ) || ( nodes > 1 && server !== 'nginx' ) ) {
		throw new Error(
			`${ nodes } PHP nodes behind ${ server }: nginx balances 1 or 2, Apache serves 1.`
		);
	}
	const { fpm, web } = programs( server );
	if ( ! fpm || ! web ) {
		throw new Error(
			`${ server } or php8.2-fpm is not installed: install them (tools/install-debian-packages.sh), or serve with PHP's built-in server (the matrix's default, e.g. 7.1:sqlite).`
		);
	}
	const account = webAccount();
	if ( account.uid !== undefined ) {
		// mkdtemp made it 0700: the workers (www-data) serve its files.
		fs.chmodSync( root, 0o755 );
		checkReadable( account, path.join( root, 'wp-login.php' ) );
		checkReadable( account, path.join( REPO_ROOT, 'plugin.php' ) );
	}

	pruneRuns();
	fs.mkdirSync( BASE_DIR, { recursive: true } );
	const dir = fs.mkdtempSync(
		path.join( BASE_DIR, `${ label }-${ process.pid }-` )
	);
	fs.chmodSync( dir, 0o755 );
	for ( const sub of [ 'run', 'logs', 'tmp' ] ) {
		fs.mkdirSync( path.join( dir, sub ) );
	}
	if ( account.uid !== undefined ) {
		// nginx's workers keep request bodies there.
		fs.chownSync( path.join( dir, 'tmp' ), account.uid, account.gid );
	}

	const phpNodes = Array.from( { length: nodes }, ( _, index ) =>
		phpNodeFiles( dir, index + 1 )
	);
	phpNodes.forEach( ( files, index ) => {
		fs.mkdirSync( files.tempDir, { recursive: true } );
		fs.writeFileSync(
			files.config,
			[
				'; Written by tools/wp/web-server.mjs for one test run.',
				'[global]',
				`pid = ${ files.pid }`,
				`error_log = ${ files.log }`,
				'daemonize = no',
				'',
				fpmPool(
					`cairn${ index + 1 }`,
					files.socket,
					dir,
					account,
					files.tempDir
				),
			].join( '\n' )
		);
	} );
	const php = phpNodes.map( ( files ) => files.socket );
	const webConfig = path.join(
		dir,
		server === 'nginx' ? 'nginx.conf' : 'apache2.conf'
	);
	fs.writeFileSync(
		webConfig,
		( server === 'nginx' ? nginxConfig : apacheConfig )( {
			dir,
			root,
			port,
			php,
			account,
			rules,
		} )
	);

	const logDir = path.join( dir, 'logs' );
	const processes = [];
	const launch = ( program, args, logFile ) => {
		const out = fs.openSync( logFile, 'a' );
		const child = spawn( program, args, {
			cwd: dir,
			stdio: [ 'ignore', out, out ],
			// Its own process group: Ctrl+C reaches the tests, which stop it.
			detached: true,
		} );
		fs.closeSync( out );
		const entry = watch( child );
		processes.push( entry );
		return entry;
	};
	const endedMessage =
		( { child } ) =>
		() =>
			hasExited( child )
				? `exited (${ child.exitCode ?? child.signalCode })`
				: '';

	// Web server first, then PHP: no request reaches a PHP that is gone. A
	// node a test restarted is no child of ours: its pid file names it.
	const { stop } = stopsOnce( dir, {
		stopSync: () => {
			for ( const { child } of [ ...processes ].reverse() ) {
				signal( -child.pid, 'SIGKILL' );
			}
			killLeftovers( dir, 'at exit' );
			sleepSync( 50 );
		},
		// SIGTERM: a fast shutdown for nginx, Apache and PHP-FPM alike.
		stop: async () => {
			for ( const entry of [ ...processes ].reverse() ) {
				await stopGroup( entry, 5000 );
			}
			killLeftovers( dir, 'restarted during the run' );
		},
	} );

	try {
		for ( const files of phpNodes ) {
			const master = launch(
				fpm,
				fpmArgs( files, account ),
				files.stderr
			);
			await waitForListener(
				files.socket,
				endedMessage( master ),
				'php-fpm',
				() => tailOf( files.log )
			);
		}
		const webLog = path.join(
			dir,
			'logs',
			server === 'nginx' ? 'nginx-error.log' : 'apache-error.log'
		);
		const front = launch(
			web,
			server === 'nginx'
				? [ '-p', dir, '-e', webLog, '-c', webConfig ]
				: [ '-d', dir, '-f', webConfig, '-DFOREGROUND' ],
			path.join( dir, 'logs', `${ server }-stderr.log` )
		);
		await waitForListener( port, endedMessage( front ), server, () =>
			[
				tailOf( webLog ),
				tailOf( path.join( dir, 'logs', `${ server }-stderr.log` ) ),
			].join( '\n' )
		);
	} catch ( error ) {
		await stop();
		throw error;
	}
	log(
		`${ server } and PHP-FPM (${ php.join( ', ' ) }) serve ${ root } on 127.0.0.1:${ port } (${ dir })`
	);
	return { dir, logDir, nodes, stop };
}

/**
 * PHP-FPM's arguments for one node.
 *
 * @param {Object} files   phpNodeFiles().
 * @param {Object} account webAccount().
 * @return {string[]} Arguments.
 */
function fpmArgs( files, account ) {
	return [
		'--fpm-config',
		files.config,
		'--nodaemonize',
		...( account.uid === undefined ? [] : [ '--allow-to-run-as-root' ] ),
	];
}

/**
 * Stops one PHP node of a running server, as a machine failing would: the
 * master and its workers are killed at once, requests in flight are cut,
 * and nginx sends the next ones to the other node.
 *
 * @param {string} dir  The server's run folder.
 * @param {number} node Node number, from 1.
 * @return {Promise<number>} The process id that was stopped.
 */
export async function stopPhpNode( dir, node ) {
	const files = phpNodeFiles( dir, node );
	const pid = pidFromFile( files.pid, [ files.config ] );
	if ( ! pid ) {
		throw new Error( `PHP node ${ node } of ${ dir } is not running.` );
	}
	// The workers are the master's children: the master's group holds them
	// (a master started by startWebServer() or startPhpNode() leads its own).
	signal( -pid, 'SIGKILL' );
	signal( pid, 'SIGKILL' );
	while ( ! hasEnded( pid ) ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	}
	fs.rmSync( files.socket, { force: true } );
	return pid;
}

/**
 * Whether one PHP node of a running server runs.
 *
 * @param {string} dir  The server's run folder.
 * @param {number} node Node number, from 1.
 * @return {boolean} Whether it does.
 */
export function isPhpNodeRunning( dir, node ) {
	const files = phpNodeFiles( dir, node );
	return pidFromFile( files.pid, [ files.config ] ) > 0;
}

/**
 * Starts again a PHP node that stopPhpNode() stopped; the server's stop()
 * ends it with the rest.
 *
 * @param {string} dir  The server's run folder.
 * @param {number} node Node number, from 1.
 * @return {Promise<number>} The new master's process id.
 */
export async function startPhpNode( dir, node ) {
	const files = phpNodeFiles( dir, node );
	const { fpm } = programs( 'nginx' );
	const out = fs.openSync( files.stderr, 'a' );
	const child = spawn( fpm, fpmArgs( files, webAccount() ), {
		cwd: dir,
		stdio: [ 'ignore', out, out ],
		detached: true,
	} );
	fs.closeSync( out );
	child.unref();
	await waitForListener(
		files.socket,
		() => ( hasExited( child ) ? `exited (${ child.exitCode })` : '' ),
		'php-fpm',
		() => tailOf( files.log )
	);
	return child.pid;
}
