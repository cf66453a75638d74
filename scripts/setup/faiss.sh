#!/usr/bin/env bash
# faiss-node for @modular-planner/index-faiss (run by `npm test` through scripts/bootstrap.mjs after `pnpm install`,
# from any cwd; idempotent).
# 1. If faiss-node already loads, do nothing.
# 2. Plain install path: faiss-node's own prebuilt download (prebuild-install), for machines that reach GitHub releases.
# 3. Fallback: build the binding against Debian's faiss 1.7.3 (apt: libfaiss-dev libopenblas-dev, installed by
#    scripts/setup/system.mjs) with the binding.gyp and idx_t shim in scripts/setup/faiss/, node-gyp with
#    --nodedir=/usr so no Node headers are downloaded.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
pkg_dir="$root/packages/indexes/faiss"
inputs="$root/scripts/setup/faiss"

loads() { (cd "$pkg_dir" && node -e "require('faiss-node'); new (require('faiss-node').IndexFlatIP)(2)") >/dev/null 2>&1; }

if loads; then echo "faiss-node: already loadable"; exit 0; fi

faiss_dir="$(cd "$pkg_dir" && node -p "require('path').dirname(require.resolve('faiss-node/package.json'))")"
echo "faiss-node: package at $faiss_dir"

echo "faiss-node: trying the prebuilt download (plain install path)"
if (cd "$faiss_dir" && timeout 120 node "$(dirname "$(cd "$faiss_dir" && node -p "require.resolve('prebuild-install/package.json')")")/bin.js" --runtime napi) >/dev/null 2>&1 && loads; then
  echo "faiss-node: prebuilt binary installed"; exit 0
fi

echo "faiss-node: prebuilt download unavailable; building against Debian libfaiss-dev"
libfaiss="/usr/lib/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)/libfaiss.a"
if [ ! -f "$libfaiss" ]; then
  echo "faiss-node: $libfaiss missing: install libfaiss-dev libopenblas-dev (apt-get install -y libfaiss-dev libopenblas-dev)" >&2; exit 1
fi
mkdir -p "$faiss_dir/shim"
sed "s#/usr/lib/x86_64-linux-gnu/libfaiss.a#$libfaiss#" "$inputs/binding.gyp" > "$faiss_dir/binding.gyp"
cp "$inputs/faiss_idx_shim.h" "$faiss_dir/shim/faiss_idx_shim.h"
node_gyp="$(npm root -g 2>/dev/null)/npm/node_modules/node-gyp/bin/node-gyp.js"
if [ -f "$node_gyp" ]; then gyp=(node "$node_gyp"); else gyp=(npx --yes node-gyp); fi
nodedir=/usr
[ -f /usr/include/node/node_api.h ] || nodedir="$(dirname "$(dirname "$(command -v node)")")"
(cd "$faiss_dir" && "${gyp[@]}" rebuild --nodedir="$nodedir" -j 2)
if loads; then echo "faiss-node: built from Debian faiss"; else echo "faiss-node: built but still not loadable" >&2; exit 1; fi
