#!/bin/sh
# Starts one built Verity service with plain node: `verity api|auth|bff|worker|admin [arguments]`, run from the
# folder that holds dist/ and node_modules/ (the image's WORKDIR; `npm run start:<service>` in the workspace).
# exec, so the service is the process that receives SIGTERM and whose exit code is reported.
set -eu
service="${1:-}"
[ "$#" -gt 0 ] && shift
case "$service" in
  api | auth | bff | worker) exec node --enable-source-maps "dist/apps/$service/main.mjs" "$@" ;;
  admin) exec node --enable-source-maps dist/tools/admin/main.mjs "$@" ;;
  *)
    echo "Usage: verity api|auth|bff|worker|admin [arguments]   (got: \"$service\")" >&2
    exit 2
    ;;
esac
