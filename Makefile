# Pechvogel — build, play and test. Every target installs what it is missing first, so a
# fresh machine needs only `make play` or `make test` (root or sudo for Chromium via apt).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

TRUNK_VERSION        := 0.21.14
WASM_BINDGEN_VERSION := 0.2.129
WASM_SPLIT_VERSION   := 0.2.3
PORT                 ?= 8080
# The browser build split into chunks fetched when first needed (scripts/rust.mjs); SPLIT=0
# builds one module.
SPLIT                ?= 1
export SPLIT
SUDO                 := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Tools installed by cargo and npm are found here, ahead of anything older on the machine.
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/e2e/node_modules/.bin:$(PATH)
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# wasm-bindgen-test-runner drives headless Chromium through chromedriver.
export CHROMEDRIVER := /usr/bin/chromedriver
export WASM_BINDGEN_TEST_WEBDRIVER_JSON := $(CURDIR)/tests/webdriver.json
export WASM_BINDGEN_TEST_TIMEOUT := 120

.PHONY: help play dist serve-dist test check fmt-check clippy test-native test-wasm e2e \
        bench size bench-load dist-floor audit tools tools-rust tools-chromium tools-npm clean

help:
	@echo "make play   install what is missing, build, serve the game at http://127.0.0.1:$(PORT)"
	@echo "make test   install what is missing, run every test (engine, CLI, components, e2e)"
	@echo "make dist   build the release site into dist/ (what GitHub Pages serves)"
	@echo "make bench  bot strength and simulator speed"
	@echo "make size   sizes of the built files against the budgets"
	@echo "make bench-load  load time of the release build, CPU throttled 4x"
	@echo "make audit  Lighthouse scores of the release build on a throttled phone (fetches Lighthouse)"

# ----- tools -------------------------------------------------------------------------------
tools: tools-rust tools-chromium tools-npm

tools-rust:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown
	@trunk --version 2>/dev/null | grep -qF "$(TRUNK_VERSION)" \
	  || cargo install --locked trunk --version $(TRUNK_VERSION)
	@wasm-bindgen --version 2>/dev/null | grep -qF "$(WASM_BINDGEN_VERSION)" \
	  || cargo install --locked wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)
	@cargo install --list | grep -qxF "wasm_split_cli_support v$(WASM_SPLIT_VERSION):" \
	  || cargo install --locked wasm_split_cli_support --version $(WASM_SPLIT_VERSION) \
	       --features build-binary

tools-chromium:
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
	  $(SUDO) apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium chromium-driver; \
	fi

# npm packages: Playwright (driving Debian's Chromium) and wasm-opt (binaryen 132).
tools-npm: e2e/node_modules/.package-lock.json
e2e/node_modules/.package-lock.json: e2e/package.json e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	@touch $@

# ----- build and play ----------------------------------------------------------------------
dist: tools-rust tools-npm
	trunk build --release

serve-dist:
	@echo "Pechvogel at http://127.0.0.1:$(PORT)/  (Ctrl-C stops)"
	python3 -m http.server $(PORT) --bind 127.0.0.1 --directory dist

play: dist serve-dist

# ----- tests -------------------------------------------------------------------------------
test: tools check test-native test-wasm e2e size

check: fmt-check clippy

fmt-check:
	cargo fmt --all -- --check

# The workspace builds the Pechvogel engine and bots with `fast-sim` (the CLI turns it on);
# each check runs again on the two crates alone, without it, as the browser builds them.
clippy:
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy -p pechvogel-engine -p pechvogel-bots --all-targets -- -D warnings
	cargo clippy -p pechvogel-web --target wasm32-unknown-unknown --all-targets -- -D warnings
	cargo clippy -p pechvogel-web --target wasm32-unknown-unknown --features split -- -D warnings

test-native:
	cargo test --workspace
	cargo test -p pechvogel-engine -p pechvogel-bots

# Component tests in headless Chromium (wasm-bindgen-test-runner, see .cargo/config.toml).
test-wasm: tools-rust tools-chromium
	cargo test -p pechvogel-web --target wasm32-unknown-unknown

e2e: dist tools-chromium tools-npm
	cd e2e && npx playwright test

# ----- measurements ------------------------------------------------------------------------
bench:
	bash scripts/bench-bots.sh

# Raw, gzip and brotli size of every built file and each chunk apart; fails over the budgets
# (main wasm 315 KB gzip, first load 336 KB gzip; the goals of 150 and 170 KB are printed
# beside them).
size: dist
	node scripts/size.mjs dist

# Median of 10 cold loads with the CPU throttled 4x: first table, first clickable button, and
# the same for the floor, a one-button Leptos page built alike (bench/floor), with the ratio.
dist-floor: tools-rust tools-npm
	cd bench/floor && trunk build --release

bench-load: dist dist-floor tools-chromium tools-npm
	cd e2e && node bench-load.mjs

# Lighthouse on a throttled phone (not part of make test: Lighthouse is a large download).
audit: dist tools-chromium tools-npm
	bash scripts/audit.sh

clean:
	cargo clean
	rm -rf dist dist-floor e2e/out
