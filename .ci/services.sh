#!/usr/bin/env bash
# Services the integration tests need, started on loopback for this CI run.
set -euo pipefail
# Redis for @modular-planner/store-redis tests (REDIS_URL defaults to redis://127.0.0.1:6390).
redis-cli -p 6390 ping >/dev/null 2>&1 || redis-server --bind 127.0.0.1 --port 6390 --daemonize yes --save "" --appendonly no --logfile /tmp/mp-redis-6390.log
for _ in $(seq 1 50); do redis-cli -p 6390 ping >/dev/null 2>&1 && break; sleep 0.1; done
