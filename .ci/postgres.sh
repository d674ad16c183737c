# Starts a disposable PostgreSQL cluster (Debian's package) for the API tests; sourced by .ci/run.
PG_PORT="${PG_PORT:-54329}"

start_throwaway_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  PG_DIR="$(mktemp -d /tmp/oddslab-pg.XXXXXX)"
  chown postgres:postgres "$PG_DIR"
  runuser -u postgres -- "$bin/initdb" -D "$PG_DIR/data" -U postgres -A trust >/dev/null
  runuser -u postgres -- "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
  PG_BIN="$bin"
  THROWAWAY_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  export PG_DIR PG_BIN THROWAWAY_DATABASE_URL
  echo "PostgreSQL ready on port $PG_PORT"
}

stop_throwaway_postgres() {
  if [ -n "${PG_DIR:-}" ] && [ -d "$PG_DIR/data" ]; then
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
