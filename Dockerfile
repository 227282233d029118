# Build stage: compile the release binary.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY crates ./crates
COPY migrations ./migrations
COPY benches ./benches
RUN cargo build --release --locked --bin taberna

# Run stage: a small image, a non-root user, the database on a volume.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin taberna \
 && mkdir -p /data && chown taberna /data
COPY --from=build /src/target/release/taberna /usr/local/bin/taberna
USER taberna
WORKDIR /data
VOLUME ["/data"]
ENV DATABASE_URL="sqlite:///data/taberna.db?mode=rwc" \
    RUST_LOG="info,serenity=warn,sqlx=warn" \
    WEB_ADDR="0.0.0.0:8080"
# /healthz and /metrics (publish it only where a monitor needs it).
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["/usr/local/bin/taberna", "healthcheck"]
# A clean stop: the clicks under way finish and the board edits due are sent, for at most 10 s,
# then the gateway and the database close. Give it 30 s before the kill: `docker stop -t 30`,
# `stop_grace_period: 30s` (compose.yaml), `terminationGracePeriodSeconds: 30` (Kubernetes).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/taberna"]
