#!/usr/bin/env bash
# Debian packages the test suites need (installed by .ci/run; idempotent).
set -euo pipefail
# chromium: the report page is checked in headless Chromium (apps/cli serve.int.test.ts).
packages=(chromium)
[ ${#packages[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${packages[@]}"
