# Shared helpers of the set-up scripts. Sourced, not run.
PNPM_VERSION=10.34.8

# Each step says when it starts (seconds since the script began), so a log shows what each costs.
step() { printf '\n\033[1m==> [%ss] %s\033[0m\n' "$SECONDS" "$*"; }

# pnpm comes from npm: corepack cannot verify signatures on this registry.
ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
    step "Installing pnpm $PNPM_VERSION with npm"
    npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION"
  fi
}

# Playwright and Storybook cannot download a browser here: use Debian's Chromium.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    step "Installing Debian's chromium"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium >/dev/null
  fi
}

install_dependencies() {
  step "Installing dependencies (pnpm install)"
  pnpm install --frozen-lockfile --reporter=append-only
}

# Debian packages a script needs (redis-server, nginx, postgresql), installed when missing.
ensure_debian_packages() {
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  step "Installing Debian's ${missing[*]}"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Waits until a URL answers 2xx (at most $2 seconds, default 120), or fails.
wait_for() {
  local url=$1 limit=${2:-120}
  for _ in $(seq 1 $((limit * 2))); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.5
  done
  echo "no answer from $url" >&2
  return 1
}

# Commands run beside the next steps, their output kept aside until `report_background` shows it.
declare -A BACKGROUND_PID BACKGROUND_LOG
run_in_background() {
  local name=$1
  shift
  BACKGROUND_LOG[$name]=$(mktemp)
  "$@" >"${BACKGROUND_LOG[$name]}" 2>&1 &
  BACKGROUND_PID[$name]=$!
}

# Waits for a command started by run_in_background, prints its output and answers its status.
report_background() {
  local name=$1 status=0
  wait "${BACKGROUND_PID[$name]}" || status=$?
  cat "${BACKGROUND_LOG[$name]}"
  rm -f "${BACKGROUND_LOG[$name]}"
  return "$status"
}
