# Source this file, then call start_throwaway_postgres: it starts a private PostgreSQL cluster from
# Debian's server programs (`pg_config --bindir`), exports THROWAWAY_DATABASE_URL, and stops the
# cluster when the calling shell exits.
start_throwaway_postgres() {
  local bindir port
  bindir="$(pg_config --bindir)"
  if [ ! -x "$bindir/initdb" ]; then
    echo "PostgreSQL server programs not found in $bindir (apt-get install postgresql-15)" >&2
    return 1
  fi
  THROWAWAY_PG_DIR="$(mktemp -d /tmp/cita-pg-XXXXXX)"
  chown postgres "$THROWAWAY_PG_DIR"
  # The postgres user may not enter the caller's folder (a clone inside a private one): its programs start in /.
  (cd / && runuser -u postgres -- "$bindir/initdb" -D "$THROWAWAY_PG_DIR/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >/dev/null)
  THROWAWAY_PG_BINDIR="$bindir"
  trap stop_throwaway_postgres EXIT
  # A port the kernel reports free; another program may take it before the server binds, so a few tries.
  local attempt
  for attempt in 1 2 3; do
    port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
    if (cd / && runuser -u postgres -- "$bindir/pg_ctl" -D "$THROWAWAY_PG_DIR/data" -l "$THROWAWAY_PG_DIR/log" -w start \
      -o "-p $port -k $THROWAWAY_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" >/dev/null); then
      break
    fi
    if [ "$attempt" = 3 ]; then
      echo "PostgreSQL did not start; its log:" >&2
      cat "$THROWAWAY_PG_DIR/log" >&2
      return 1
    fi
  done
  export THROWAWAY_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port"
}

stop_throwaway_postgres() {
  (cd / && runuser -u postgres -- "$THROWAWAY_PG_BINDIR/pg_ctl" -D "$THROWAWAY_PG_DIR/data" -m immediate stop >/dev/null 2>&1) || true
  rm -rf "$THROWAWAY_PG_DIR"
}
