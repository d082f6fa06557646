#!/usr/bin/env python3
"""Checks the exported JSON Schemas with a real JSON Schema validator (the `jsonschema` package).

1. The schema of Benchmarks/Fixtures/registration-rules.json (scenario "register") is valid
   against the draft 2020-12 meta-schema, and over the benchmark workload every record it
   rejects is one Yii2 rejects too (yii2-verdicts.txt). It reports how many of Yii2's invalid
   records the schema alone catches.
2. For every conformance case whose rules build (the exporter writes a schema for them), the
   schema is valid against the meta-schema; for every case Yii2 finds valid, the schema accepts
   the document the case assigns (its `set` and `input`, when every `set` key is safe and the
   case validates the whole model with no prior errors).

Formats are asserted (FORMAT_CHECKER), the stricter reading. Exit status 1 on any exception.

usage: check-schema.py --bin .build/debug/model-validate --data DIR
"""
import argparse
import json
import multiprocessing
import os
import signal
import subprocess
import sys

import jsonschema

ROOT_RULES = "Benchmarks/Fixtures/registration-rules.json"
VERDICTS = "Benchmarks/Fixtures/yii2-verdicts.txt"
CASES = "Tests/ModelValidationCLITests/Fixtures/conformance/yii2-cases.ndjson"


def validator_for(schema):
    cls = jsonschema.Draft202012Validator
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def check_records(arguments):
    """Validates a slice of the workload; returns (records, invalid, caught, exceptions, samples)."""
    schema, lines, first, verdicts = arguments
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    records = invalid = caught = exceptions = 0
    samples = []
    for offset, line in enumerate(lines):
        index = first + offset
        record = json.loads(line)
        records += 1
        accepted = validator.is_valid(record)
        if verdicts[offset] != "V":
            invalid += 1
            caught += 0 if accepted else 1
        elif not accepted:
            exceptions += 1
            if len(samples) < 5:
                samples.append(f"  record {index}: Yii2 accepts it, the schema rejects it: {next(validator.iter_errors(record)).message}")
    return records, invalid, caught, exceptions, samples


def check_workload(binary, data_dir):
    schema = json.loads(subprocess.run([binary, "schema", "--rules", ROOT_RULES, "--scenario", "register"],
                                       check=True, capture_output=True, text=True).stdout)
    validator_for(schema)
    strict = json.loads(subprocess.run([binary, "schema", "--rules", ROOT_RULES, "--scenario", "register", "--strict"],
                                       check=True, capture_output=True, text=True).stdout)
    jsonschema.Draft202012Validator.check_schema(strict)
    with open(VERDICTS) as f:
        verdicts = [line.split()[1] for line in f]
    with open(f"{data_dir}/data.ndjson") as f:
        lines = f.read().splitlines()
    workers = max(1, min(4, os.cpu_count() or 1))
    size = (len(lines) + workers - 1) // workers
    slices = [(schema, lines[i:i + size], i, verdicts[i:i + size]) for i in range(0, len(lines), size)]
    with multiprocessing.Pool(workers) as pool:
        results = pool.map(check_records, slices)
    records = sum(r[0] for r in results)
    invalid = sum(r[1] for r in results)
    caught = sum(r[2] for r in results)
    exceptions = sum(r[3] for r in results)
    for result in results:
        for sample in result[4]:
            print(sample)
    print(f"workload: schema valid against the 2020-12 meta-schema (also with --strict); {records} records, "
          f"{invalid} invalid in Yii2, {caught} of them rejected by the schema alone "
          f"({100.0 * caught / max(invalid, 1):.1f}%); {exceptions} records valid in Yii2 but rejected by the schema")
    return exceptions == 0 and records == len(verdicts)


def check_cases(binary):
    results = subprocess.run([binary, "eval", "--schema", CASES], capture_output=True, text=True).stdout.splitlines()
    with open(CASES) as f:
        cases = [json.loads(line) for line in f if line.strip()]
    assert len(cases) == len(results), "one result per case"
    exported = checked = caught = invalid = failures = 0
    for case, line in zip(cases, results):
        result = json.loads(line)
        expect = case.get("expect", {})
        schema = result.get("jsonSchema")
        if schema is None or "error" in expect:
            continue
        exported += 1
        validator = validator_for(schema)
        if case.get("validateAttributes") is not None or case.get("preErrors") or case.get("clearErrors") is False:
            continue
        safe = set(expect["safeAttributes"])
        assigned = case.get("set") or {}
        if any(key not in safe for key in assigned):
            continue
        document = dict(assigned)
        if isinstance(case.get("input"), dict):
            document.update(case["input"])
        try:
            # A pattern a backtracking validator is slow on would be a defect of the schema.
            signal.alarm(2)
            accepted = validator.is_valid(document)
            signal.alarm(0)
        except TimeoutError:
            failures += 1
            print(f"  {case['id']}: validating took over 2 seconds")
            continue
        if expect["valid"]:
            checked += 1
            if not accepted:
                failures += 1
                error = next(validator.iter_errors(document))
                print(f"  {case['id']}: Yii2 accepts {json.dumps(document)}, the schema rejects it: {error.message}")
        else:
            invalid += 1
            if not accepted:
                caught += 1
    print(f"conformance: {exported} cases exported, every schema valid against the meta-schema; "
          f"{checked} documents valid in Yii2 checked, {failures} rejected by the schema; "
          f"{caught} of {invalid} documents invalid in Yii2 rejected by the schema alone")
    return failures == 0


def timeout(signum, frame):
    raise TimeoutError()


def main():
    signal.signal(signal.SIGALRM, timeout)
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="the model-validate executable")
    parser.add_argument("--data", required=True, help="where registration-gen.py wrote data.ndjson")
    arguments = parser.parse_args()
    ok = check_workload(arguments.bin, arguments.data)
    ok = check_cases(arguments.bin) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
