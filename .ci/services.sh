#!/usr/bin/env bash
# Services the integration tests need, started on loopback for this CI run.
set -euo pipefail
