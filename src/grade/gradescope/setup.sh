#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (Ubuntu 22.04 by
# default). Written by `cargo run -- gradescope make`: see the course's book, "Grading on
# Gradescope".
#
# It installs a C linker, bubblewrap (the course's sandbox, used when the container allows it)
# and Rust, builds the course tool, and then builds every graded chapter once, so that a
# learner's submission compiles only their own files.
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends ca-certificates curl build-essential bubblewrap

curl --proto '=https' --tlsv1.2 --silent --show-error --fail https://sh.rustup.rs \
  | sh -s -- -y --profile minimal --default-toolchain stable
# shellcheck source=/dev/null
. "$HOME/.cargo/env"

course=/autograder/source/course
cargo build --release --locked --manifest-path "$course/Cargo.toml" --bin course
"$course/target/release/course" gradescope run --root /autograder --warm
