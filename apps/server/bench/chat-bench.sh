#!/usr/bin/env bash
# `npm run bench:chat`: raises this bench's descriptor limit (10,000 server sockets plus the clients'
# need more than a default 1,024), never the app's, then runs the chat benchmark with --expose-gc so
# its memory-per-socket figure is taken after a collection.
set -euo pipefail
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
echo "chat bench: descriptor limit $(ulimit -n)"
exec node --expose-gc --import tsx "$(dirname "$0")/chat.bench.ts"
