"""Classroom 50's autograder for Ayoayo, recursively: written by `cargo run -- classroom50 make`.

The runner calls this once per submission, in the learner's checkout (with its whole history).
It builds the course tool from the course as it was handed out (the repository's first commit),
never from the learner's files, and runs `classroom50 run` with the chapters listed beside this
file: that grades each chapter's exercises/NN-slug/src/lib.rs against the tests of that first
commit, and writes ./result.json and ./release-body.md. AYOAYO_COURSE_TOOL, when set, is the
course tool to run instead (the course's own tests set it).
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def course_tool():
    """The course tool, built from the repository's one first commit."""
    given = os.environ.get("AYOAYO_COURSE_TOOL")
    if given:
        return given
    roots = git("rev-list", "--max-parents=0", "HEAD").split()
    if len(roots) != 1:
        sys.exit(f"the repository has {len(roots)} first commits: which is the course is unclear")
    pristine = Path(tempfile.mkdtemp(prefix="ayoayo-course-"))
    archive = subprocess.run(["git", "archive", roots[0]], check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(pristine)], input=archive.stdout, check=True)
    manifest = pristine / "Cargo.toml"
    # A debug build: it compiles in about half the time of a release build, and the runner
    # gives the whole job 15 minutes; the tests it runs are built as they always are.
    subprocess.run(
        ["cargo", "build", "--locked", "--bin", "course", "--manifest-path", str(manifest)],
        check=True,
    )
    return str(pristine / "target" / "debug" / "course")


chapters = (HERE / "chapters").read_text().split()
sys.exit(subprocess.run([course_tool(), "classroom50", "run", *chapters]).returncode)
