#!/usr/bin/env bash
# Builds the style guide (Storybook, into the app's public folder) and then the site.
# One after the other: the machine has room for one heavy build at a time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
step "Building the style guide (Storybook → packages/app/public/style-guide)"
pnpm build-storybook
step "Building the site (Next.js)"
pnpm --filter @wire/app build
