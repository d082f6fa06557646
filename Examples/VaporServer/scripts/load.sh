#!/usr/bin/env bash
# The load figure of the README: requests per second of POST /users with a body that fails
# validation (so nothing is written), validated by the library (POST /users) and by the same
# rules written with Vapor's Validatable (POST /validatable/users), in one release build of the
# server, on 127.0.0.1, the two routes measured in turn.
#
#   scripts/load.sh [ROUNDS] [SECONDS]      (default: 3 rounds of 10 seconds per route)
#   LOG=error scripts/load.sh               (the server logs errors only: Vapor's error
#                                            middleware logs every 400 as a warning otherwise)
#
# Needs wrk (Debian: apt-get install wrk). Builds into .build-vapor-release.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
rounds=${1:-3}
seconds=${2:-10}

workdir=$(mktemp -d)
if ! swift build -c release --build-path .build-vapor-release --product VaporServer > "$workdir/build.log" 2>&1; then
  cat "$workdir/build.log"; rm -rf "$workdir"; exit 1
fi
binary="$(swift build -c release --build-path .build-vapor-release --show-bin-path)/VaporServer"
export DATABASE_PATH="$workdir/load.sqlite"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
base="http://127.0.0.1:$port"
"$binary" serve --env production --log "${LOG:-notice}" --hostname 127.0.0.1 --port "$port" > "$workdir/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$workdir"' EXIT
for _ in $(seq 1 100); do curl -s -o /dev/null --max-time 1 "$base/" && break; sleep 0.2; done

# Every rule fails on this body, in both routes; the library skips `unique` on fields that
# already failed, so neither route touches the database.
body='{"username": "a!", "email": "not-an-email", "password": "short", "passwordRepeat": "other", "age": 7, "website": "nope"}'
cat > "$workdir/post.lua" <<LUA
wrk.method = "POST"
wrk.body = '$body'
wrk.headers["Content-Type"] = "application/json"
LUA
library=$(curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' -d "$body" "$base/users")
vapor=$(curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' -d "$body" "$base/validatable/users")
[ "$library" = 422 ] && [ "$vapor" = 400 ] || { echo "unexpected statuses: $library, $vapor"; exit 1; }

measure() {
  wrk -t1 -c16 -d"${seconds}s" -s "$workdir/post.lua" "$base$1" | awk '/Requests\/sec/ { print $2 }'
}
measure /users > /dev/null            # warm-up
measure /validatable/users > /dev/null
echo "date: $(date -u +%Y-%m-%d), $(nproc) cores, wrk -t1 -c16 -d${seconds}s, $rounds rounds, log level ${LOG:-notice}"
for round in $(seq 1 "$rounds"); do
  a=$(measure /users)
  b=$(measure /validatable/users)
  echo "round $round: ModelValidation (POST /users, 422) $a req/s; Vapor Validatable (POST /validatable/users, 400) $b req/s"
done
