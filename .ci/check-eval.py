#!/usr/bin/env python3
"""Checks `model-validate eval` output against a conformance corpus, as CI does.

  python3 .ci/check-eval.py EVAL_OUTPUT.ndjson              # the English corpus
  python3 .ci/check-eval.py --localized EVAL_OUTPUT.ndjson  # the localized corpus

Leaves out the PHP-artefact tags and the listed deviations (for the English corpus
Tests/ModelValidationCLITests/Fixtures/conformance/deviations/*.json, for the localized one
Fixtures/conformance/localized-deviations.json), runs compare.py on the rest, and exits non-zero
unless every remaining case matches. For the localized corpus it also prints the cases matched
per language and checks that at least 99% of all cases match.
"""
import collections
import glob
import json
import os
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
fixtures = os.path.join(root, "Tests", "ModelValidationCLITests", "Fixtures", "conformance")
skip_tags = "php-runtime-error,pcre-limit,trailing-newline,oracle-rejected,php-deprecation,yii-warning"

arguments = sys.argv[1:]
localized = "--localized" in arguments
arguments = [a for a in arguments if a != "--localized"]
if len(arguments) != 1:
    sys.exit(__doc__)
output = arguments[0]

deviations = {}
if localized:
    corpus = os.path.join(fixtures, "yii2-cases-localized.ndjson")
    with open(os.path.join(fixtures, "localized-deviations.json"), encoding="utf-8") as f:
        deviations.update(json.load(f))
else:
    corpus = os.path.join(fixtures, "yii2-cases.ndjson")
    for path in glob.glob(os.path.join(fixtures, "deviations", "*.json")):
        with open(path, encoding="utf-8") as f:
            deviations.update(json.load(f))

cases = []
with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False, encoding="utf-8") as kept:
    with open(corpus, encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            case = json.loads(line)
            cases.append(case)
            if case.get("id") not in deviations:
                kept.write(line)

result = subprocess.run(
    [sys.executable, os.path.join(fixtures, "compare.py"), kept.name, output, "--skip-tags", skip_tags, "--show", "20"],
    capture_output=True, text=True)
os.unlink(kept.name)
lines = result.stdout.strip().splitlines()
print("\n".join(lines[:-1]))
name = "localized eval vs Yii2: " if localized else "eval vs Yii2: "
print(name + lines[-1].replace("passed", "cases matched").replace("failed", "differed")
      + " (%d listed deviations left out)" % len(deviations))
status = result.returncode

if localized:
    # Matches per language, counting listed deviations as differences.
    results = {}
    with open(output, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                value = json.loads(line)
                results[value.get("id")] = value
    fields = ["valid", "errors", "attributes", "safeAttributes", "activeAttributes", "scenarios",
              "requiredAttributes", "errorSummary"]
    def matches(case):
        got, want = results.get(case["id"]), case["expect"]
        if got is None:
            return False
        if "error" in want:
            return "error" in got
        # Strict, as compare.py: 1 and 1.0 differ, and so do true and 1.
        same = lambda a, b: json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
        return "error" not in got and all(same(got.get(k), want[k]) for k in fields if k in want)
    matched, total = collections.Counter(), collections.Counter()
    for case in cases:
        language = case.get("language", "en-US")
        total[language] += 1
        if case["id"] not in deviations and matches(case):
            matched[language] += 1
    print("by language: " + ", ".join("%s %d/%d" % (l, matched[l], total[l]) for l in sorted(total)))
    if sum(matched.values()) * 100 < sum(total.values()) * 99:
        print("fewer than 99% of the localized cases match")
        status = status or 1

sys.exit(status)
