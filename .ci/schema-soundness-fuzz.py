#!/usr/bin/env python3
"""Differential soundness fuzzing of the JSON Schema export.

The exported schema must accept every document the engine accepts. This script generates random
rule files (every validator the exporter reads, with their options, the common options, filters,
composites, nested objects and lists, scenarios and unsafe attributes) and, for each, random
documents built around the values the rules care about and the boundary values of Yii's loose
typing (null, "", " ", "0", 0, 0.0, true, [], {}, numeric strings with spaces, year 0000 dates,
long and non-ASCII strings, ...). For every scenario of a rule file, plain and sometimes with
--strict, it asks the engine for its verdicts (`model-validate validate`) and the exporter for
its schema (`model-validate schema`), validates each document with python-jsonschema's
Draft202012Validator (formats asserted, as .ci/check-schema.py does) and reports every document
the engine accepts and the schema rejects, with its rule file.

Everything follows from --seed: the same seed and counts give the same rule files and documents,
whatever --jobs is.

usage: schema-soundness-fuzz.py --bin .build/debug/model-validate [--seed 1] [--rule-files 2000]
                                [--first 0] [--documents 60] [--jobs 2] [--save DIR]

Exit status 0 when every document the engine accepts passes the schema (and validating each
took under 2 seconds, and the engine built every rule file), 1 otherwise.
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
import time

import jsonschema

ATTRIBUTES = ["a", "b", "c"]
NESTED_ATTRIBUTES = ["x", "y"]
SCENARIOS = ["s1", "s2"]

# Constants rules compare with: every JSON type and PHP's awkward cases.
CONSTANTS = [None, "", " ", "0", "1", "01", "1.0", " 1", "1e1", "abc", "ABC", "user", "a b", "ü", "é",
             "e\u0301", 0, 1, 2, -1, 5, 10,
             0.5, 1.5, -2.5, 1.0, True, False]
CONTAINER_CONSTANTS = [[], {}, ["a"], [1, 2], {"k": 1}]

LONG = "a" * 300
# The values where Yii's loose typing and the empty-value skip matter most, drawn more often.
CORE = [None, "", " ", "0", "1", 0, 0.0, 1, 1.0, True, False, [], {}, " 1 ", "0000-01-01"]
BOUNDARY = [None, "", " ", "  ", "\t", "\n", " \x0b", "\x00", "0", "00", "1", "01", "-0", "+1", "-1", "1.0", "1.5", ".5",
            "5.", "1e3", "1E+3", "0x1A", "1_000", " 1", "1 ", " 42 ", "\n42", "42\n", "42abc", "12abc", "abc", "ABC",
            "Abc", "abc\n", "a", "ab", "abcd", "abcde", "x y", "true", "false", "null", "yes", "no", "on", "é", "e\u0301", "ü", "Ü",
            "😀", "straße", "ǅ", "\u2028", LONG, "b" * 2000, 0, 1, -1, 2, 5, 10, 12, 13, 100, 1000, 0.0, -0.0, 0.5, 1.0,
            1.5, -2.5, 12.0, 1e20, 1e-7, 9007199254740993, -9007199254740993, True, False, [], {}, [""], [None], [0],
            ["a"], [1, 2], [[]], [{}], {"k": 1}, {"0": "a"}, {"k": None}, "0000-01-01", "0000-02-29", "2024-02-29",
            "2023-02-29", "2024-01-05", "9999-12-31", "2024-1-5", "2024-01-05 ", "2024-01-05\n", "-0001-01-01",
            "a@b.co", "john@example.com", "http://example.com", "10.0.0.1", "::1"]

# PCRE patterns, from the exactly translatable to those the exporter leaves out, and strings for them.
PATTERNS = ["/^[a-z]+$/", "/^[a-z]+$/i", "/^[A-Z]{2,4}$/", "/^\\d{5}$/", "/^\\d+$/D", "/[0-9]/", "/^abc/", "/abc$/",
            "/\\Aab\\z/", "/^.{2,3}$/u", "/^.{2,3}$/", "/^\\p{Lu}/u", "/^\\w+$/", "/^\\w+$/u", "/^[äöü]+$/iu",
            "/^ü+$/u", "/^(?:yes|no)$/i", "/^\\s*$/", "/^[^@\\s]+@[^@\\s]+$/", "/x*/", "/^$/", "/^-?\\d+(\\.\\d+)?$/",
            "/^[0-9a-f]+$/i", "/colou?r/", "/^a|b$/", "/^(a+)+$/", "/\\bab/", "/^[[:alpha:]]+$/", "/^1$/", "/E/",
            "#^[a-z0-9_-]{3,16}$#", "/^\\S+$/", "/^[\\x00-\\x7F]*$/", "/./s", "/^.$/m"]
PATTERN_SAMPLES = ["abc", "ABC", "Abc", "abc\n", "ab", "aaa", "a", "b", "AB", "ABCDE", "12345", "1234", "123456",
                   "12345\n", "1", "0", "1E+25", "yes", "YES", "no", "colour", "color", "", " ", "\n", "a@b", "a@b c",
                   "ü", "Ü", "üü", "ÄÖ", "x", "xx", "deadBEEF", "a_b", "-1.5", "1.5", "é", "😀😀", "ab\ncd", "a-b_c",
                   "\x00", "ǅ", "A1"]

DATE_FORMATS = ["php:Y-m-d", "php:Y-m-d", "php:Y-m-d", "php:Y-m-d", "php:Y-m-d", "php:d.m.Y", "php:Y-m-d H:i:s", "php:U", "php:!Y-m-d",
                "yyyy-MM-dd", "dd.MM.yyyy", "medium", "short", "HH:mm", "php:H:i"]
DATES = ["2024-01-05", "0000-01-01", "0000-02-29", "0001-02-29", "0004-02-29", "1900-02-29", "2000-02-29",
         "2024-02-29", "2023-02-29", "2024-04-31", "2024-12-31", "9999-12-31", "2024-1-5", "2024-01-5", "24-01-05",
         "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-05 ", " 2024-01-05", "2024-01-05\n", "+2024-01-05",
         "-2024-01-05", "20240105", "05.01.2024", "5.1.2024", "2024-01-05 10:00:00", "2024-01-05T10:00:00Z",
         "Jan 5, 2024", "1/5/24", "10:30", "1704412800", "1e3", 1704412800, 20240105, 0, -1, 1.5, True]

EMAILS = ["a@b.co", "john@example.com", "john.doe+x@mail.example.org", "john@example", "john@@example.com",
          "John <john@example.com>", "\"J\" <j@example.com>", "a@b.co\n", "jöhn@example.com", "x@bücher.de",
          "a" * 64 + "@example.com", "a" * 65 + "@example.com", "a@" + "b" * 250 + ".com", ".a@b.co", "a.@b.co",
          "a@-b.co", "a@b.co.", "A@B.CO"]
URLS = ["http://a.b", "https://example.com/x?y#z", "example.com", "ftp://a.b", "HTTP://A.B", "http://a.b\n",
        "http://ä.b", "http://a.b:8080", "http://a.b:123456", "http://localhost", "//a.b", "http://a.b x",
        "https://" + "a" * 1990 + ".com", "mailto:a@b.co"]
IPS = ["10.0.0.1", "010.0.0.1", "192.168.0.1", "256.0.0.1", "1.2.3", "::1", "fe80::1%eth0", "2001:db8::1",
       "192.168.0.1/24", "10.0.0.0/33", "!10.0.0.1", "::1/128", "0.0.0.0", "127.0.0.1", " 10.0.0.1"]
FILTERS = ["trim", "ltrim", "rtrim", "strtolower", "strtoupper", "mb_strtolower", "mb_strtoupper", "ucfirst",
           "lcfirst", "ucwords", "intval", "floatval", "boolval", "strval", "strip_tags", "htmlspecialchars", "abs"]


def copy(value):
    return json.loads(json.dumps(value))


def number_forms(value):
    """A number as a float, as an integer when it is a whole one, and as a string."""
    whole = value == int(value)
    return [value, int(value) if whole else value, str(int(value)) if whole else str(value)]


class RuleFileMaker:
    """Random rule files, with the values each attribute's rules care about (its hints)."""

    def __init__(self, rng):
        self.r = rng

    def chance(self, p):
        return self.r.random() < p

    def pick(self, values):
        return copy(self.r.choice(values))

    # -- rule bodies: each returns the rule object without attributes, and hint values

    def body(self, depth, owner_attributes):
        """A rule object (no `attributes`) of a random type, with the values it cares about."""
        types = ["required", "safe", "string", "integer", "number", "double", "boolean", "in", "match", "email",
                 "url", "ip", "date", "datetime", "time", "compare", "equals", "notEquals", "empty", "notEmpty",
                 "minLength", "maxLength", "uppercase", "lowercase", "digits", "symbols", "characters", "default",
                 "trim", "filter"]
        weights = [6, 1, 6, 5, 3, 1, 4, 6, 6, 3, 3, 2, 6, 1, 1, 5, 3, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 4, 2]
        if depth < 2:
            types += ["each", "allOf", "anyOf", "not", "conditional"]
            weights += [4, 2, 2, 1, 1]
        kind = self.r.choices(types, weights)[0]
        return getattr(self, "rule_" + kind, self.rule_plain)(kind, depth, owner_attributes)

    def rule_plain(self, kind, depth, owners):
        return {"type": kind}, []

    def rule_required(self, kind, depth, owners):
        body, hints = {"type": kind}, ["x", 0, False]
        if self.chance(0.2):
            body["strict"] = True
        if self.chance(0.25):
            body["requiredValue"] = self.pick(CONSTANTS)
            hints += [body["requiredValue"], str(body["requiredValue"]), 1, "1", True]
        return body, hints

    def lengths(self, body):
        low = self.r.choice([0, 1, 2, 3, 5])
        high = low + self.r.choice([0, 1, 3, 10])
        choice = self.r.random()
        if choice < 0.3:
            body["min"] = low
        elif choice < 0.55:
            body["max"] = high
        elif choice < 0.8:
            body["min"], body["max"] = low, high
        elif choice < 0.9:
            body["length"] = low
        else:
            body["length"] = [low, high]
        lengths = {max(0, low - 1), low, high, high + 1}
        return [c * n for n in lengths for c in ("a", "ü", " ")]

    def rule_string(self, kind, depth, owners):
        body = {"type": kind}
        hints = self.lengths(body) if self.chance(0.8) else ["abc"]
        if self.chance(0.2):
            body["strict"] = False
            hints += [12345, 1.5, True]
        if self.chance(0.1):
            body["encoding"] = self.r.choice(["8bit", "UTF-16", "ASCII"])
        return body, hints

    def bound(self):
        return self.r.choice([0, 1, 5, 13, -3, 100, 0.5, 2.5, "10", "1e2", " 7"])

    def rule_integer(self, kind, depth, owners):
        body = {"type": kind}
        hints = [0, 1, "1", " 1", "1 ", "+1", "-0", "1.0", 1.0, 1.5, "1e3", "007"]
        for key in ("min", "max"):
            if self.chance(0.45):
                body[key] = self.bound()
                for delta in (-1, -0.5, 0, 0.5, 1):
                    hints += number_forms(float(body[key]) + delta)
        if self.chance(0.15):
            body["allowArray"] = True
            hints += [[1, 2], ["3"], [1.5], {"k": 2}, [None]]
        if self.chance(0.1):
            key = "integerPattern" if kind == "integer" else "numberPattern"
            body[key] = self.r.choice(["/^\\d{2}$/", "/^[0-9]+$/", "/^-?\\d+(\\.\\d+)?$/", "/\\d/"])
        return body, hints

    rule_number = rule_integer
    rule_double = rule_integer

    def rule_boolean(self, kind, depth, owners):
        body = {"type": kind}
        hints = ["1", "0", 1, 0, True, False, "01", 1.0, "true", " 1"]
        if self.chance(0.3):
            body["trueValue"] = self.pick(["1", 1, True, "yes", "on", 2, "Y"])
            body["falseValue"] = self.pick(["0", 0, False, "no", "", None, "N"])
            hints += [body["trueValue"], body["falseValue"]]
        if self.chance(0.3):
            body["strict"] = True
        return body, hints

    def rule_in(self, kind, depth, owners):
        size = self.r.choice([1, 1, 2, 3, 4])
        body = {"type": kind, "range": [self.pick(CONSTANTS) for _ in range(size)]}
        if self.chance(0.05):
            body["range"].append(self.pick(CONTAINER_CONSTANTS))
        hints = copy(body["range"]) + [str(v) for v in body["range"] if not isinstance(v, (list, dict))]
        if self.chance(0.3):
            body["strict"] = True
        if self.chance(0.3):
            body["not"] = True
        if self.chance(0.15):
            body["allowArray"] = True
            hints += [copy(body["range"][:2]), [body["range"][0], "zz"]]
        return body, hints

    def rule_match(self, kind, depth, owners):
        body = {"type": kind, "pattern": self.r.choice(PATTERNS)}
        if self.chance(0.2):
            body["not"] = True
        return body, PATTERN_SAMPLES + [12345, 1.5, True]

    def rule_email(self, kind, depth, owners):
        body = {"type": kind}
        if self.chance(0.1):
            body["allowName"] = True
        if self.chance(0.1):
            body["enableIDN"] = True
        if self.chance(0.1):
            body["pattern"] = self.r.choice(["/^[a-z]+@example\\.com$/", "/@/", "/^\\S+@\\S+$/i"])
        return body, EMAILS

    def rule_url(self, kind, depth, owners):
        body = {"type": kind}
        if self.chance(0.15):
            body["validSchemes"] = self.r.choice([["ftp"], ["http", "ftp"], ["HTTPS"]])
        if self.chance(0.15):
            body["defaultScheme"] = "https"
        if self.chance(0.1):
            body["enableIDN"] = True
        return body, URLS

    def rule_ip(self, kind, depth, owners):
        body = {"type": kind}
        if self.chance(0.1):
            body[self.r.choice(["ipv4", "ipv6"])] = False
        if self.chance(0.2):
            body["subnet"] = self.r.choice([True, None])
            if self.chance(0.5):
                body["normalize"] = True
        if self.chance(0.1):
            body["negation"] = True
        if self.chance(0.1):
            body["expandIPv6"] = True
        if self.chance(0.15):
            body["ranges"] = self.r.choice([["private"], ["!10.0.0.1", "any"], "10.0.0.0/8"])
        return body, IPS

    def rule_date(self, kind, depth, owners):
        body = {"type": kind}
        if self.chance(0.9):
            body["format"] = self.r.choice(DATE_FORMATS)
        if self.chance(0.6):
            body["strictDateFormat"] = True
        if self.chance(0.2):
            # One of the file's own attributes: a schema refuses a rule writing one it lacks.
            body["timestampAttribute"] = self.r.choice(owners + self.declared[:1])
            if self.chance(0.3):
                body["timestampAttributeFormat"] = self.r.choice(["php:Y-m-d", "php:d.m.Y", "yyyy"])
        if self.chance(0.1):
            body[self.r.choice(["min", "max"])] = self.r.choice([0, 1704412800, -62167219200])
        return body, DATES

    rule_datetime = rule_date
    rule_time = rule_date

    def rule_compare(self, kind, depth, owners):
        body = {"type": kind}
        # A schema refuses a compare that reads an attribute it does not declare: the attribute
        # compared with is one of the file's own, and the constant is never null (Yii then
        # compares with <attribute>_repeat).
        if self.chance(0.9):
            body["compareValue"] = self.pick([value for value in CONSTANTS if value is not None])
        else:
            body["compareAttribute"] = self.r.choice(self.declared)
        if self.chance(0.7):
            body["operator"] = self.r.choice(["==", "===", "!=", "!==", ">", ">=", "<", "<="])
        if self.chance(0.4):
            body["compareType"] = "number"
        hints = ["12abc", "abc", " 5", "5.0"]
        value = body.get("compareValue")
        if value is not None:
            hints.append(value)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                hints += [value - 1, value + 1, value + 0.5, str(value), float(value)]
            if isinstance(value, str):
                hints += [value + "a", value.upper(), " " + value, value[:-1]]
        return body, hints

    def rule_equals(self, kind, depth, owners):
        body = {"type": kind, "value": self.pick(CONSTANTS)}
        if self.chance(0.4):
            body["strict"] = False
        value = body["value"]
        hints = [value, str(value), 1, 1.0, "1", True]
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            hints += [float(value), int(value)]
        return body, hints

    rule_notEquals = rule_equals

    def rule_minLength(self, kind, depth, owners):
        n = self.r.choice([0, 1, 3])
        return {"type": kind, "min": n}, ["a" * k for k in (n - 1, n, n + 1) if k >= 0] + [123]

    def rule_maxLength(self, kind, depth, owners):
        n = self.r.choice([0, 1, 3])
        return {"type": kind, "max": n}, ["a" * k for k in (n, n + 1)] + [123]

    def rule_uppercase(self, kind, depth, owners):
        body = {"type": kind}
        if self.chance(0.5):
            body["min"] = self.r.choice([0, 1, 2])
        return body, ["Ab", "AB", "ab", "a1!", "ÄB", "12", "!!"]

    rule_lowercase = rule_uppercase
    rule_digits = rule_uppercase
    rule_symbols = rule_uppercase

    def rule_characters(self, kind, depth, owners):
        return {"type": kind, "set": "xyz", "min": self.r.choice([1, 2])}, ["x", "xy", "abc", "zzz"]

    def rule_default(self, kind, depth, owners):
        value = self.pick(CONSTANTS + CONTAINER_CONSTANTS + ["user", "2024-01-05", "a@b.co"])
        body = {"type": kind, "value": value}
        if self.chance(0.1):
            del body["value"]
        return body, [value]

    def rule_trim(self, kind, depth, owners):
        body = {"type": kind}
        if self.chance(0.15):
            body["chars"] = self.r.choice(["a", "xy", " "])
        if self.chance(0.15):
            body["skipOnArray"] = False
            return body, [[" a "], {"k": " x"}, [" "]]
        return body, [" abc ", " ", "\tx\n", "a", "aaa", " 1 ", " 2024-01-05 ", " a@b.co "]

    def rule_filter(self, kind, depth, owners):
        body = {"type": kind, "filter": self.r.choice(FILTERS)}
        if self.chance(0.1):
            body["skipOnArray"] = True
        return body, [" Abc ", "-5", "3.7"]

    def child(self, depth, owners):
        body, hints = self.body(depth + 1, owners)
        self.common(body, nested_rule=True)
        return body, hints

    def rule_each(self, kind, depth, owners):
        inner, hints = self.child(depth, owners)
        body = {"type": kind, "rule": inner}
        if self.chance(0.2):
            body["stopOnFirstError"] = False
        lists = [[copy(h)] for h in hints[:6]] + [[copy(h) for h in hints[:3]], {"k": copy(hints[0]) if hints else 1}]
        return body, lists + [[], ["a"], [None], [[]]]

    def rule_allOf(self, kind, depth, owners):
        children = [self.child(depth, owners) for _ in range(self.r.choice([1, 2, 3]))]
        return {"type": kind, "validators": [c[0] for c in children]}, [h for c in children for h in c[1]]

    def rule_anyOf(self, kind, depth, owners):
        children = [self.child(depth, owners) for _ in range(self.r.choice([1, 2, 3]))]
        return {"type": kind, "validators": [c[0] for c in children]}, [h for c in children for h in c[1]]

    def rule_not(self, kind, depth, owners):
        inner, hints = self.child(depth, owners)
        return {"type": kind, "validator": inner}, hints

    def rule_conditional(self, kind, depth, owners):
        test, a = self.child(depth, owners)
        then, b = self.child(depth, owners)
        body = {"type": kind, "if": test, "then": then}
        c = []
        if self.chance(0.5):
            body["else"], c = self.child(depth, owners)
        return body, a + b + c

    def common(self, body, nested_rule=False):
        """The options every rule takes."""
        if self.chance(0.2):
            body["skipOnEmpty"] = self.chance(0.5)
        if self.chance(0.08):
            body["isEmpty"] = self.r.choice(["trimmed", "null", "default"])
        if not nested_rule:
            if self.chance(0.2):
                body["on"] = self.r.sample(SCENARIOS, self.r.choice([1, 2]))
            elif self.chance(0.1):
                body["except"] = [self.r.choice(SCENARIOS + ["default"])]
        elif self.chance(0.05):
            body["on"] = ["elsewhere"]
        if self.chance(0.06):
            # An attribute the rule file declares: schemas refuse a condition on another.
            body["when"] = {"attribute": self.r.choice(self.declared), "value": self.pick(CONSTANTS)}
            if self.chance(0.3):
                body["when"]["not"] = True
        if self.chance(0.05):
            body["skipOnError"] = False

    # -- rule files

    def schema(self, depth=0):
        """A rule file, with per attribute its hint values and nested rule files."""
        names = ATTRIBUTES if depth == 0 else NESTED_ATTRIBUTES
        attributes = names[:self.r.choice([1, 2, 2, 3])] if depth == 0 else names[:self.r.choice([1, 2])]
        rules = []
        hints = {name: [] for name in attributes}
        nested = {}
        for _ in range(self.r.choice([1, 2, 2, 3, 3, 4, 5])):
            owners = self.r.sample(attributes, self.r.choice([1, 1, 2]) if len(attributes) > 1 else 1)
            if depth < 2 and self.chance(0.08) and not any(name in nested for name in owners):
                owner = owners[0]
                inner = self.schema(depth + 1)
                body = {"type": "nested", "schema": inner["file"]}
                if self.chance(0.4):
                    body["list"] = True
                    if self.chance(0.5):
                        body["min"] = self.r.choice([0, 1, 2])
                    if self.chance(0.4):
                        body["max"] = body.get("min", 0) + self.r.choice([0, 1, 2])
                if self.chance(0.15):
                    body["scenario"] = self.r.choice(scenarios_of(inner["file"]))
                nested[owner] = (inner, body.get("list", False))
                owners, extra = [owner], []
            else:
                # (Set for each rule: a nested file made above declares other attributes.)
                self.declared = attributes
                body, extra = self.body(depth, owners)
            self.declared = attributes
            self.common(body)
            marked = ["!" + name if depth == 0 and self.chance(0.05) else name for name in owners]
            rules.append(dict({"attributes": marked}, **body))
            for name in owners:
                hints[name] += extra
        document = {"attributes": attributes, "rules": rules}
        if self.chance(0.25 if depth == 0 else 0.1):
            scenarios = {}
            for scenario in ["default"] + SCENARIOS:
                chosen = [name for name in attributes if self.chance(0.8)]
                scenarios[scenario] = ["!" + name if self.chance(0.15) else name for name in chosen]
            document["scenarios"] = scenarios
        return {"file": document, "hints": hints, "nested": nested}


class DocumentMaker:
    """Documents for a rule file: per attribute left out, a boundary value, or one of its hints
    (sometimes changed a little); nested attributes get objects or lists of their own."""

    def __init__(self, rng):
        self.r = rng

    def value(self, hints):
        r = self.r
        roll = r.random()
        if hints and roll < 0.5:
            value = copy(r.choice(hints))
            roll = r.random()
            if isinstance(value, str) and roll < 0.15:
                value = r.choice([" " + value, value + " ", value + "\n", value.upper(), value * 2, value[1:]])
            elif roll < 0.2:
                value = [value]
            return value
        return copy(r.choice(CORE if roll < 0.75 else BOUNDARY))

    def object(self, schema):
        document = {}
        for name in schema["file"]["attributes"]:
            if self.r.random() < 0.15:
                continue
            if name in schema["nested"] and self.r.random() < 0.7:
                inner, is_list = schema["nested"][name]
                if is_list:
                    document[name] = [self.object(inner) if self.r.random() < 0.9 else self.value([])
                                      for _ in range(self.r.choice([0, 1, 1, 2, 3, 4]))]
                else:
                    document[name] = self.object(inner)
            else:
                document[name] = self.value(schema["hints"].get(name, []))
        if self.r.random() < 0.08:
            document[self.r.choice(["zz", "x", "a"])] = self.value([])
        return document


def scenarios_of(document):
    names = ["default"]
    for name in document.get("scenarios", {}):
        if name not in names:
            names.append(name)
    for rule in document["rules"]:
        for key in ("on", "except"):
            for name in rule.get(key, []):
                if name not in names:
                    names.append(name)
    return names


class Timeout(Exception):
    pass


def on_alarm(signum, frame):
    raise Timeout()


def run_case(arguments):
    """One rule file: returns its counts and the unsound documents found."""
    binary, seed, index, documents_per_file, strict_share = arguments
    rng = random.Random(f"{seed}:{index}")
    schema = RuleFileMaker(rng).schema()
    maker = DocumentMaker(rng)
    documents = [maker.object(schema) for _ in range(documents_per_file)]
    result = {"index": index, "runs": 0, "documents": 0, "accepted": 0, "rejected": 0, "caught": 0, "refused": 0,
              "undeclared": 0, "unsound": [], "slow": 0}
    with tempfile.TemporaryDirectory() as folder:
        rules_path = os.path.join(folder, "rules.json")
        records_path = os.path.join(folder, "documents.ndjson")
        with open(rules_path, "w") as f:
            json.dump(schema["file"], f)
        with open(records_path, "w") as f:
            for document in documents:
                f.write(json.dumps(document) + "\n")
        for scenario in scenarios_of(schema["file"]):
            for strict in (False, True):
                if strict and rng.random() >= strict_share:
                    continue
                flags = ["--scenario", scenario] + (["--strict"] if strict else [])
                exported = subprocess.run([binary, "schema", "--rules", rules_path] + flags, capture_output=True, text=True)
                verdicts = subprocess.run([binary, "validate", "--jobs", "1", "--rules", rules_path, records_path] + flags,
                                          capture_output=True, text=True)
                if exported.returncode == 2 or verdicts.returncode == 2:
                    # A scenario the rule file does not declare (named only in an except), or a
                    # rule file the engine refuses: a defect of the generator, reported.
                    if "unknown scenario" in exported.stderr + verdicts.stderr:
                        result["undeclared"] += 1
                    else:
                        result["refused"] += 1
                        result.setdefault("refusals", []).append((exported.stderr + verdicts.stderr).strip())
                    continue
                document_schema = json.loads(exported.stdout)
                jsonschema.Draft202012Validator.check_schema(document_schema)
                validator = jsonschema.Draft202012Validator(
                    document_schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
                # Split on line feeds only: a value may hold U+2028, which splitlines() also splits on.
                lines = [json.loads(line) for line in verdicts.stdout.split("\n") if line]
                assert len(lines) == len(documents), "one verdict per document"
                result["runs"] += 1
                for document, line in zip(documents, lines):
                    result["documents"] += 1
                    try:
                        signal.alarm(2)
                        accepted = validator.is_valid(document)
                        signal.alarm(0)
                    except Timeout:
                        result["slow"] += 1
                        result["unsound"].append({"rules": schema["file"], "scenario": scenario, "strict": strict,
                                                  "document": document, "slow": True})
                        continue
                    if line["valid"]:
                        result["accepted"] += 1
                        if not accepted:
                            error = next(validator.iter_errors(document))
                            result["unsound"].append({"rules": schema["file"], "scenario": scenario, "strict": strict,
                                                      "document": document,
                                                      "error": f"{error.message} (at {'/'.join(map(str, error.absolute_path)) or 'the top'}, "
                                                               f"keyword {'/'.join(map(str, error.absolute_schema_path))})"})
                    else:
                        result["rejected"] += 1
                        result["caught"] += 0 if accepted else 1
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the model-validate executable")
    parser.add_argument("--seed", default="1", help="the seed (any string); the same seed gives the same files")
    parser.add_argument("--rule-files", type=int, default=2000, help="how many rule files (default 2000)")
    parser.add_argument("--first", type=int, default=0, help="the index of the first rule file (default 0)")
    parser.add_argument("--documents", type=int, default=60, help="documents per rule file (default 60)")
    parser.add_argument("--strict-share", type=float, default=0.3, help="share of scenarios also run with --strict")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="rule files checked in parallel")
    parser.add_argument("--show", type=int, default=3, help="unsound documents printed per rule file (default 3)")
    parser.add_argument("--save", help="write each rule file with unsound documents here (rules-N.json, documents-N.ndjson)")
    arguments = parser.parse_args()
    signal.signal(signal.SIGALRM, on_alarm)
    started = time.time()
    work = [(arguments.bin, arguments.seed, i, arguments.documents, arguments.strict_share)
            for i in range(arguments.first, arguments.first + arguments.rule_files)]
    totals = {"files": 0, "runs": 0, "documents": 0, "accepted": 0, "rejected": 0, "caught": 0, "refused": 0, "undeclared": 0,
              "slow": 0}
    unsound_files = unsound_documents = 0
    with multiprocessing.Pool(max(1, arguments.jobs), initializer=signal.signal, initargs=(signal.SIGALRM, on_alarm)) as pool:
        for result in pool.imap(run_case, work, chunksize=4):
            totals["files"] += 1
            for key in ("runs", "documents", "accepted", "rejected", "caught", "refused", "undeclared", "slow"):
                totals[key] += result[key]
            for refusal in result.get("refusals", [])[:1]:
                print(f"rule file {result['index']}: refused: {refusal}")
            if not result["unsound"]:
                continue
            unsound_files += 1
            unsound_documents += len(result["unsound"])
            first = result["unsound"][0]
            print(f"rule file {result['index']} (seed {arguments.seed}): {json.dumps(first['rules'])}")
            for case in result["unsound"][:arguments.show]:
                where = f"  scenario {case['scenario']}{' --strict' if case['strict'] else ''}: "
                if case.get("slow"):
                    print(where + f"validating {json.dumps(case['document'])} against the schema took over 2 seconds")
                else:
                    print(where + f"the engine accepts {json.dumps(case['document'])}, the schema rejects it: {case['error']}")
            if arguments.save:
                os.makedirs(arguments.save, exist_ok=True)
                with open(os.path.join(arguments.save, f"rules-{result['index']}.json"), "w") as f:
                    json.dump(first["rules"], f, indent=1)
                with open(os.path.join(arguments.save, f"documents-{result['index']}.ndjson"), "w") as f:
                    for case in result["unsound"]:
                        f.write(json.dumps(case["document"]) + "\n")
    elapsed = time.time() - started
    print(f"schema soundness fuzz (seed {arguments.seed}): {totals['files']} rule files "
          f"({totals['refused']} scenario runs refused by the engine, {totals['undeclared']} scenarios not declared), "
          f"{totals['runs']} scenario runs, "
          f"{totals['documents']} documents checked in {elapsed:.0f} s; {totals['accepted']} accepted by the engine, "
          f"{unsound_documents - totals['slow']} of them rejected by the schema (in {unsound_files} rule files), "
          f"{totals['slow']} documents slow to validate; "
          f"{totals['caught']} of the {totals['rejected']} the engine rejects rejected by the schema alone "
          f"({100.0 * totals['caught'] / max(totals['rejected'], 1):.1f}%)")
    sys.exit(0 if unsound_documents == 0 and totals["refused"] == 0 else 1)


if __name__ == "__main__":
    main()
