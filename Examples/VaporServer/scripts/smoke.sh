#!/usr/bin/env bash
# Starts the real server on 127.0.0.1 (a free port, a fresh SQLite file), sends it real HTTP
# requests with curl, checks the answers, restarts it on the same file, and stops it.
#
#   scripts/smoke.sh [--build-path DIR]     (default: .build; the server is built first)
#
# Traffic goes to 127.0.0.1 only; every request has a time limit.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

build_path=.build
if [ "${1:-}" = "--build-path" ]; then build_path=$2; fi

workdir=$(mktemp -d)
if ! swift build --build-path "$build_path" --product VaporServer > "$workdir/build.log" 2>&1; then
  cat "$workdir/build.log"; rm -rf "$workdir"; exit 1
fi
binary="$(swift build --build-path "$build_path" --show-bin-path)/VaporServer"
export DATABASE_PATH="$workdir/smoke.sqlite"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
base="http://127.0.0.1:$port"
server=""

stop() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill "$server"
    wait "$server" 2>/dev/null || true
  fi
  server=""
}
trap 'stop; rm -rf "$workdir"' EXIT

start() {
  "$binary" serve --hostname 127.0.0.1 --port "$port" > "$workdir/server.log" 2>&1 &
  server=$!
  for _ in $(seq 1 100); do
    if curl -s -o /dev/null --max-time 1 "$base/"; then return 0; fi
    if ! kill -0 "$server" 2>/dev/null; then cat "$workdir/server.log"; echo "smoke: the server exited"; exit 1; fi
    sleep 0.2
  done
  cat "$workdir/server.log"; echo "smoke: the server did not answer within 20 seconds"; exit 1
}

passed=0
failed=0
# check NAME EXPECTED_STATUS EXPECTED_TEXT... -- CURL_ARGUMENTS...
check() {
  local name=$1 status=$2; shift 2
  local expected=()
  while [ "$1" != "--" ]; do expected+=("$1"); shift; done
  shift
  local answer
  answer=$(curl -s --max-time 10 -w '\n%{http_code} %{content_type}' "$@")
  local body=${answer%$'\n'*} last=${answer##*$'\n'}
  local ok=1
  [ "${last%% *}" = "$status" ] || ok=0
  for text in "${expected[@]}"; do
    case "$answer" in *"$text"*) ;; *) ok=0 ;; esac
  done
  if [ $ok = 1 ]; then
    passed=$((passed + 1)); echo "ok    $name"
  else
    failed=$((failed + 1)); echo "FAIL  $name: expected $status with ${expected[*]}; got $last: $body"
  fi
}

json=(-H 'Content-Type: application/json')
ann='{"username": "ann_lee", "email": "Ann@Example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "age": 34}'

start
check "GET / answers 200" 200 "VaporServer" -- "$base/"
check "a valid registration is stored" 201 '"username":"ann_lee"' '"email":"ann@example.com"' -- "${json[@]}" -d "$ann" "$base/users"
check "the answer holds no password" 201 '"isAdmin":false' -- "${json[@]}" -d '{"username": "bob_ross", "email": "bob@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42"}' "$base/users"
check "a duplicate is 422 problem details" 422 "application/problem+json" '"pointer":"/username"' '"code":"unique.taken"' -- "${json[@]}" -d "$ann" "$base/users"
check "isAdmin is refused" 422 '"pointer":"/isAdmin"' '"code":"assignment.unsafe"' -- "${json[@]}" -d '{"username": "mallory", "email": "m@example.com", "password": "Correct-Horse-42", "passwordRepeat": "Correct-Horse-42", "isAdmin": true}' "$base/users"
check "malformed JSON is 400 naming line and column" 400 "application/problem+json" "at line 2, column 10" -- "${json[@]}" --data-binary $'{"username": "ann",\n  "age": }' "$base/users"
check "an update changes the website" 200 '"website":"https://ann.example.org"' -- -X PATCH "${json[@]}" -d '{"website": "https://ann.example.org"}' "$base/users/1"
check "an update refuses other keys" 422 '"pointer":"/username"' '"code":"assignment.unsafe"' -- -X PATCH "${json[@]}" -d '{"username": "root"}' "$base/users/1"
check "an update to another user's address is refused" 422 '"code":"unique.taken"' -- -X PATCH "${json[@]}" -d '{"email": "bob@example.com"}' "$base/users/1"
check "an order's items are checked one by one" 422 '"pointer":"/items/1/quantity"' '"code":"number.tooSmall"' -- "${json[@]}" -d '{"userId": 1, "items": [{"sku": "A-1", "quantity": 2}, {"sku": "B-2", "quantity": 0}]}' "$base/orders"
check "an order's user must exist" 422 '"pointer":"/userId"' '"code":"exist.missing"' -- "${json[@]}" -d '{"userId": 99, "items": [{"sku": "A-1", "quantity": 1}]}' "$base/orders"
check "a valid order is stored" 201 '"items":[{"quantity":2,"sku":"A-1"}]' -- "${json[@]}" -d '{"userId": 1, "items": [{"sku": "A-1", "quantity": 2}]}' "$base/orders"
check "a body over 16 kB is 413 problem details" 413 "application/problem+json" -- "${json[@]}" -d "{\"username\": \"$(printf 'a%.0s' $(seq 1 17000))\"}" "$base/users"
check "an unknown route is 404 problem details" 404 "application/problem+json" -- "$base/nowhere"
check "Vapor's Validatable answers 400 for the same rules" 400 '"error":true' -- "${json[@]}" -d '{"username": "a!", "email": "x", "password": "short", "passwordRepeat": "x"}' "$base/validatable/users"
stop

# The same file after a restart: the migrations find their tables, the users are still there.
start
check "after a restart the stored user is still a duplicate" 422 '"code":"unique.taken"' -- "${json[@]}" -d "$ann" "$base/users"
stop

echo "smoke: $passed passed, $failed failed"
[ "$failed" = 0 ]
