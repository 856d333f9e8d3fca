#!/usr/bin/env python3
"""Tools/RealWorld/judged.py OUTPUTS [RULE]

How many of the judged warnings a build of viewlint still reports. OUTPUTS is a folder of
viewlint's text output, one file per app, named CORPUS-FOLDER.txt (review65-GymBo.txt), for
apps extracted to /tmp/CORPUS/FOLDER as corpora.tsv lists. RULE (default: every rule) picks
one rule's judgments. Prints, per corpus, the judged counts (T true, D debatable, F false) and
how many of each are still reported.
"""
import glob, os, re, sys

here = os.path.dirname(os.path.abspath(__file__))
outputs = sys.argv[1]
only = sys.argv[2] if len(sys.argv) > 2 else None
for judgments in sorted(glob.glob(os.path.join(here, "judgments", "*.md"))):
    corpus = os.path.basename(judgments)[:-3]
    reported = set()
    for path in glob.glob(os.path.join(outputs, corpus + "-*.txt")):
        for line in open(path, errors="replace"):
            match = re.match(rf"^/tmp/{corpus}/(.+?):(\d+):\d+: warning: .*\[([a-z-]+)\]$", line.strip())
            if match:
                reported.add(match.groups())
    judged, kept = {}, {}
    for line in open(judgments):
        fields = [field.strip() for field in line.strip().lstrip("- ").split("|")]
        if len(fields) < 4 or fields[0] not in ("T", "D", "F") or (only and fields[3] != only):
            continue
        judged[fields[0]] = judged.get(fields[0], 0) + 1
        if (fields[1], fields[2], fields[3]) in reported:
            kept[fields[0]] = kept.get(fields[0], 0) + 1
    print(f"{corpus}: judged " + " ".join(f"{k}={judged.get(k, 0)}" for k in "TDF")
          + " | still reported " + " ".join(f"{k}={kept.get(k, 0)}" for k in "TDF"))
