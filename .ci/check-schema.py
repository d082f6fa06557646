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

3. Nested objects and lists: for each rules file with `nested` rules (Examples/orders and the
   schema fixture nested.json), in every scenario, plain and strict: the schema is valid against
   the meta-schema, and over generated documents (right and wrong shapes at every level, left
   out, unknown and unsafe keys, empty values, lists too short and too long) every document the
   engine (`model-validate validate`) accepts, the schema accepts too. It reports how many of the
   documents the engine rejects the schema alone catches.

Formats are asserted (FORMAT_CHECKER), the stricter reading. Exit status 1 on any exception.

usage: check-schema.py --bin .build/debug/model-validate --data DIR
"""
import argparse
import json
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import tempfile

import jsonschema

ROOT_RULES = "Benchmarks/Fixtures/registration-rules.json"
VERDICTS = "Benchmarks/Fixtures/yii2-verdicts.txt"
CASES = "Tests/ModelValidationCLITests/Fixtures/conformance/yii2-cases.ndjson"
NESTED_RULES = ["Examples/orders/rules.json", "Tests/ModelValidationCLITests/Fixtures/schema/nested.json"]
NESTED_DOCUMENTS = 4000


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


# Values of every JSON type, with the edge cases the rules of the fixtures care about.
SCALARS = [None, "", " ", "  ", "a", "ab", "abc", "abcde", "abcdefghijk", "A-1", "AB-12", "b-2", "Oslo", " Oslo ",
           "01234", "1234", "12345", "123456", "0", "1", "2", "9", "10", "+3", " 4", "1.5", "x1", "color", "size",
           "Color", "user", "admin", "a@b.co", "ann@example.com", "not an email", "gift", 0, 1, 2, 5, 9, 10, 1000, 1001,
           -1, 1.0, 1.5, 2.0, 1e3, True, False, [], {}, ["a"], [1], [None], [{}], {"k": 1}, {"key": "color"}]

# A document each rules file accepts, which the generator changes a few places at a time.
NESTED_BASES = {
    "Examples/orders/rules.json": {
        "userId": 7, "items": [{"sku": "A-1", "quantity": 2}], "shipping": {"city": " Oslo ", "zip": "01234"}},
    "Tests/ModelValidationCLITests/Fixtures/schema/nested.json": {
        "customer": {"name": "Ann", "email": "ann@example.com", "contact": {"phone": "123", "fax": "1"}},
        "lines": [{"sku": "ab", "qty": 2, "options": [{"key": "color", "value": "red"}]}],
        "address": {"city": "Oslo", "zip": "01234"}, "tags": [{"label": "a"}, {"label": "b"}], "note": "hi",
        "gift": {"message": "x"}, "legacy": 1},
}


class DocumentMaker:
    """Documents near a valid one: a few changes each, at any depth (a value replaced by a
    scalar or a value of another shape, a key left out or added, a list element removed or
    repeated), so that both sides of every rule's boundary are visited."""

    def __init__(self, base, seed):
        self.base = base
        self.random = random.Random(seed)

    def places(self, value, path=()):
        """Every container in `value` with its path."""
        out = []
        if isinstance(value, (dict, list)):
            out.append((path, value))
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                out += self.places(item, path + (key,))
        return out

    def scalar(self):
        """A value of SCALARS, as a copy (changes to it leave SCALARS alone)."""
        return json.loads(json.dumps(self.random.choice(SCALARS)))

    def mutate(self, document):
        r = self.random
        _, container = r.choice(self.places(document))
        if isinstance(container, dict):
            choice = r.random()
            if not container or choice < 0.15:
                container[r.choice(["extra", "sku", "name", "id"])] = self.scalar()
            elif choice < 0.35:
                del container[r.choice(list(container))]
            else:
                key = r.choice(list(container))
                container[key] = self.scalar() if r.random() < 0.7 else json.loads(json.dumps(container[key]))
        elif container:
            choice = r.random()
            index = r.randrange(len(container))
            if choice < 0.3:
                container.append(json.loads(json.dumps(container[index])))
            elif choice < 0.5:
                del container[index]
            else:
                container[index] = self.scalar()
        else:
            container.append(self.scalar())

    def document(self):
        document = json.loads(json.dumps(self.base))
        for _ in range(self.random.choice([0, 1, 1, 2, 2, 3, 4])):
            self.mutate(document)
        return document


def check_nested(binary):
    """Every generated document the engine accepts, the schema accepts (plain and strict)."""
    ok = True
    for path in NESTED_RULES:
        explained = json.loads(subprocess.run([binary, "explain", "--rules", path, "--format", "json"],
                                              check=True, capture_output=True, text=True).stdout)
        for described in explained["scenarios"]:
            scenario = described["name"]
            # The valid document, less the keys the scenario does not make safe.
            base = {key: value for key, value in NESTED_BASES[path].items() if key in described["safe"]}
            maker = DocumentMaker(base, seed=f"{path} {scenario}")
            documents = [maker.document() for _ in range(NESTED_DOCUMENTS)]
            with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False) as f:
                for document in documents:
                    f.write(json.dumps(document) + "\n")
                records = f.name
            try:
                for strict in (False, True):
                    flags = ["--scenario", scenario] + (["--strict"] if strict else [])
                    schema = json.loads(subprocess.run([binary, "schema", "--rules", path] + flags,
                                                       check=True, capture_output=True, text=True).stdout)
                    validator = validator_for(schema)
                    verdicts = [json.loads(line)["valid"] for line in subprocess.run(
                        [binary, "validate", "--rules", path, records] + flags,
                        capture_output=True, text=True).stdout.splitlines()]
                    assert len(verdicts) == len(documents), "one verdict per document"
                    valid = invalid = caught = exceptions = 0
                    for document, verdict in zip(documents, verdicts):
                        accepted = validator.is_valid(document)
                        if verdict:
                            valid += 1
                            if not accepted:
                                exceptions += 1
                                if exceptions <= 5:
                                    error = next(validator.iter_errors(document))
                                    print(f"  {path} {scenario}: the engine accepts {json.dumps(document)}, "
                                          f"the schema rejects it: {error.message}")
                        else:
                            invalid += 1
                            caught += 0 if accepted else 1
                    print(f"nested: {path}, scenario {scenario}{' --strict' if strict else ''}: "
                          f"{len(documents)} documents, {valid} valid in the engine, {exceptions} of them rejected "
                          f"by the schema; {caught} of {invalid} invalid ones rejected by the schema alone "
                          f"({100.0 * caught / max(invalid, 1):.1f}%)")
                    ok = ok and exceptions == 0
            finally:
                os.unlink(records)
    return ok


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
    ok = check_nested(arguments.bin) and ok
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
