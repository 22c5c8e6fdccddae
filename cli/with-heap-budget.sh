#!/bin/sh
# Runs a TypeScript entry point (and its arguments) with the V8 heap budget of pipeline
# processes: node --max-old-space-size=$PIPELINE_HEAP_MB (default 768; why: pipeline/heap-budget.ts).
# The value is checked here, before node starts: node refuses a malformed flag with a message
# that does not name the setting, and a budget too small dies of "heap out of memory".
# Same rule as the setting's declaration (platform/settings/declarations.ts): an integer >= 128.
heap=$(printf '%s' "${PIPELINE_HEAP_MB:-}" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
heap=${heap:-768}
case "$heap" in
  *[!0-9]*) ok=no ;;
  *) if [ "$heap" -ge 128 ]; then ok=yes; else ok=no; fi ;;
esac
if [ "$ok" != yes ]; then
  echo "Réglage PIPELINE_HEAP_MB invalide : attendu un entier d'au moins 128 (Mio), reçu « ${PIPELINE_HEAP_MB} »." >&2
  exit 2
fi
# The Node version is checked before the entry point's modules load (cli/require-node.mjs);
# node runs the TypeScript itself (type stripping, docs/architecture.md).
# --no-regexp-tier-up: V8 compiles each pattern to machine code at its first use; a pipeline
# process's first notices cost about 0.4 CPU s less. Only on the command line: node refuses it in
# NODE_OPTIONS (kernel/normalise/regexp-tier-flag.ts says why, for the processes started from code).
here=$(dirname "$0")
case "$here" in /*) ;; *) here="./$here" ;; esac
exec node --max-old-space-size="$heap" --no-regexp-tier-up --import "$here/require-node.mjs" "$@"
