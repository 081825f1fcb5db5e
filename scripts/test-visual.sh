#!/usr/bin/env bash
# Visual regression of the style guide: every story is rendered in Chromium
# (the `storybook` Vitest project), checked with axe, and screenshotted in the
# Default and Adaptronic themes against the committed baselines in
# packages/*/src/**/__screenshots__/.
#
#   pnpm test:visual            compare against the baselines
#   pnpm test:visual --update   rewrite the baselines (vitest run -u)
set -euo pipefail
cd "$(dirname "$0")/.."

args=()
for arg in "$@"; do
  case "$arg" in
    --update | -u) args+=("--update") ;;
    *) args+=("$arg") ;;
  esac
done

exec pnpm exec vitest run --project storybook "${args[@]}"
