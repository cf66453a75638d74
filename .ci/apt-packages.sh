#!/usr/bin/env bash
# Debian packages the test suites need (installed by .ci/run; idempotent).
set -euo pipefail
packages=()
[ ${#packages[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${packages[@]}"
