#!/usr/bin/env python3
"""Checks `model-validate eval` output against the conformance corpus, as CI does.

  python3 .ci/check-eval.py EVAL_OUTPUT.ndjson

Leaves out the PHP-artefact tags and the listed deviations (Tests/ModelValidationCLITests/
Fixtures/conformance/deviations/*.json), runs compare.py on the rest, and exits non-zero unless
every remaining case matches.
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
fixtures = os.path.join(root, "Tests", "ModelValidationCLITests", "Fixtures", "conformance")
skip_tags = "php-runtime-error,pcre-limit,trailing-newline,oracle-rejected,php-deprecation,yii-warning"

deviations = {}
for path in glob.glob(os.path.join(fixtures, "deviations", "*.json")):
    with open(path, encoding="utf-8") as f:
        deviations.update(json.load(f))

with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False, encoding="utf-8") as kept:
    with open(os.path.join(fixtures, "yii2-cases.ndjson"), encoding="utf-8") as cases:
        for line in cases:
            if line.strip() and json.loads(line).get("id") not in deviations:
                kept.write(line)

result = subprocess.run(
    [sys.executable, os.path.join(fixtures, "compare.py"), kept.name, sys.argv[1], "--skip-tags", skip_tags, "--show", "20"],
    capture_output=True, text=True)
os.unlink(kept.name)
lines = result.stdout.strip().splitlines()
print("\n".join(lines[:-1]))
print("eval vs Yii2: " + lines[-1].replace("passed", "cases matched").replace("failed", "differed")
      + " (%d listed deviations left out)" % len(deviations))
sys.exit(result.returncode)
