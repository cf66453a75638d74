#!/usr/bin/env bash
# Debian packages the test suites need (installed by .ci/run; idempotent).
set -euo pipefail
# chromium: the report page is checked in headless Chromium (apps/cli serve.int.test.ts).
# libfaiss-dev libopenblas-dev: faiss-node is built against Debian faiss by .ci/setup.d/faiss.sh (packages/indexes/faiss).
packages=(chromium libfaiss-dev libopenblas-dev)
[ ${#packages[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${packages[@]}"
# redis-server: @modular-planner/store-redis tests (started by .ci/services.sh on 127.0.0.1:6390).
apt-get install -y -qq --no-install-recommends redis-server
