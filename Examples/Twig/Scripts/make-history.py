#!/usr/bin/env python3
"""Writes a git fast-import stream of a generated history to standard output, seeded:
the same arguments give the same repository, commit ids included.

    git init -q repo && python3 make-history.py --commits 100000 | git -C repo fast-import --quiet

The history is `main` with a side branch `topic/N` forked every --merge-every commits and
merged back a few commits later (so `git log --graph` draws merges), a tag `vN` every
--tag-every commits, and a few files changed per commit. With --latin1-every, that many
commits' author names and subjects are ISO-8859-1 bytes that are not UTF-8, as old
repositories have them. Dates rise by a seeded step from 2001-09-09. The first commit's subject, "Initial
commit", is the only one of its kind, so a search for it goes through the whole history.
"""
import argparse
import random
import sys

WORDS = ("fix add remove parser cache list table tree screen index render layout "
         "stream commit branch merge search diff blame refs graph test docs build").split()
NAMES = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov", "Ken Thompson",
         "Margaret Hamilton", "Dennis Ritchie", "Frances Allen", "Edsger Dijkstra", "Radia Perlman"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commits", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--merge-every", type=int, default=50)
    parser.add_argument("--tag-every", type=int, default=500)
    parser.add_argument("--latin1-every", type=int, default=0)
    parser.add_argument("--files", type=int, default=24, help="files in each of the 24 directories")
    args = parser.parse_args()
    if not 1 <= args.commits <= 10_000_000:
        parser.error("--commits must be 1…10000000")
    rng = random.Random(args.seed)
    out = sys.stdout.buffer
    mark = 0
    when = 1_000_000_000
    main_tip = None
    topic = None  # (name, tip mark, commits left before it merges)

    def commit(ref, parents, index):
        nonlocal mark, when
        mark += 1
        when += rng.randint(30, 7200)
        name = NAMES[rng.randrange(len(NAMES))].encode()
        subject = (" ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 8)))).capitalize().encode()
        if index == 1:
            subject = b"Initial commit"  # once in the history: a search for it walks all of it
        if args.latin1_every and index % args.latin1_every == 0:
            name = "Jos\xe9 M\xfcller".encode("latin-1")
            subject = "Caf\xe9 \xe0 la cr\xe8me".encode("latin-1") + b" " + subject
        message = subject + b"\n\nCommit %d of the generated history.\n" % index
        email = name.split(b" ")[0].lower() + b"@example.com"
        out.write(b"commit %s\nmark :%d\n" % (ref.encode(), mark))
        out.write(b"author %s <%s> %d +0000\n" % (name, email, when))
        out.write(b"committer %s <%s> %d +0000\n" % (name, email, when))
        out.write(b"data %d\n%s\n" % (len(message), message))
        if parents:
            out.write(b"from :%d\n" % parents[0])
            for other in parents[1:]:
                out.write(b"merge :%d\n" % other)
        for _ in range(rng.randint(1, 3)):
            # A few hundred files in all: fast-import rewrites a changed file's directory
            # whole, so one that grew with the history made the import quadratic (100,000
            # commits took 9.5 minutes).
            path = "src/%s/%s%d.txt" % (rng.choice(WORDS), rng.choice(WORDS[:4]), rng.randrange(max(1, args.files // 4)))
            body = ("%s %d\n" % (path, index)).encode()
            out.write(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(body), body))
        out.write(b"\n")
        return mark

    for index in range(1, args.commits + 1):
        if topic and topic[2] == 0:
            main_tip = commit("refs/heads/main", [main_tip, topic[1]], index)
            topic = None
        elif topic and rng.random() < 0.5:
            topic = (topic[0], commit(topic[0], [topic[1]], index), topic[2] - 1)
        else:
            main_tip = commit("refs/heads/main", [main_tip] if main_tip else [], index)
            if args.merge_every and index % args.merge_every == 0 and topic is None:
                topic = ("refs/heads/topic/%d" % index, main_tip, rng.randint(1, 4))
        if args.tag_every and index % args.tag_every == 0:
            out.write(b"reset refs/tags/v%d\nfrom :%d\n\n" % (index // args.tag_every, main_tip))
    out.write(b"done\n")


if __name__ == "__main__":
    main()
