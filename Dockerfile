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
    RUST_LOG="info,serenity=warn,sqlx=warn"
ENTRYPOINT ["/usr/local/bin/taberna"]
