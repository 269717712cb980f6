#!/usr/bin/env bash
# The Debian packages the tests need: Chromium for the browser tests, PHP with
# SQLite and MySQL for the test WordPress, PHPUnit, and MariaDB (the tests
# start their own server, tools/wp/mariadb.mjs; the system's is not used),
# and nginx, Apache and PHP-FPM for the runs served by a real web server
# (tools/wp/web-server.mjs starts its own, with its own configuration; the
# packages' services are never started). Used by `.ci/run` and by
# `npm test` (tools/test.mjs) when something is missing. WordPress core itself
# is fetched at test time by tools/wp/core.mjs into .cache/, never installed.
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive

PACKAGES=(
	ca-certificates
	debian-archive-keyring
	unzip
	chromium
	chromium-headless-shell
	fonts-liberation
	fonts-dejavu-core
	php8.2-cli
	php8.2-opcache
	php8.2-sqlite3
	php8.2-mbstring
	php8.2-xml
	php8.2-curl
	php8.2-gd
	php8.2-intl
	phpunit
	composer
	php8.2-mysql
	mariadb-server
	php8.2-fpm
	nginx
	apache2
)

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
	SUDO="sudo"
fi

echo "== apt-get install ${PACKAGES[*]}"
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${PACKAGES[@]}"
