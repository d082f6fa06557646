#!/usr/bin/env python3
"""Makes new conformance cases by mutating the cases of a corpus, for differential runs against Yii2.

  python3 Tools/yii-oracle/mutate.py generate CORPUS.ndjson --seed S --count N > cases.ndjson
  python3 Tools/yii-oracle/mutate.py sweep CORPUS.ndjson --mode values|params|messages --seed S --count N > cases.ndjson
  python3 Tools/yii-oracle/mutate.py sweep --mode dates|scenarios|each --seed S --count N > cases.ndjson
  python3 Tools/yii-oracle/mutate.py attach cases.ndjson yii-output.ndjson > vectors.ndjson
  python3 Tools/yii-oracle/mutate.py triage vectors.ndjson our-output.ndjson [--show N]

`generate` picks corpus cases at random (seeded, so a run can be repeated) and changes one to three
things in each: an input value, a rule parameter, a common option (skipOnEmpty, skipOnError, a
message), the language or the scenario. `sweep` takes N corpus cases and gives each every value
of the pool (`values`), every pooled value of each parameter of one of its rules (`params`), or
every message template of the pool in a random language (`messages`); the `dates`, `scenarios` and
`each` sweeps build their cases without a corpus. `attach` puts the runner's results (run.php) into the cases as
`expect`, which gives a vector file compare.py and `model-validate eval` accept. `triage` compares our
output with those vectors and groups the differences by rule types and by the fields that differ,
printing the smallest case of each group.
"""
import json
import random
import signal
import sys
from collections import OrderedDict, defaultdict

LONG = "a" * 300
VALUES = [
    None, True, False, 0, 1, -1, 2, 3, 5, 10, 100, 1000, 12345, -0.0, 0.0, 1.0, -1.0, 0.5, 1.5, 2.5, 3.0, 4.99, 5.0,
    5.01, 1e20, 1e15, 1.5e15, 123456789012345.6, 0.1, 0.30000000000000004, 1e-7, 1.7976931348623157e308,
    9223372036854775807, -9223372036854775808, 9223372036854775808, 99999999999999999999,
    "", " ", "  ", "0", "1", "2", "3", "5", "10", "-1", "+1", "01", "007", "1.0", "1.", ".5", "-.5", "+.5", "5.5",
    "1e3", "1E3", "1e+3", "1e-3", "1e", "e3", "0x1A", "0b101", "1_000", "1,000", "1 000", " 1", "1 ", "\t1",
    "\u00a01", "1\u00a0", "\u0661\u0662\u0663", "\uff11\uff12\uff13", "Infinity", "INF", "NaN", "-0", "-0.0", "00",
    "1e400", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "99999999999999999999", "0.1",
    "3.14", "abc", "a b", "A", "ab", "abcd", "abcdef", "\u00e4", "e\u0301", "\u65e5\u672c\u8a9e", "\U0001F600",
    "\U0001F600\U0001F600\U0001F600", "\u0000", "a\u0000b", "<b>x</b>", "'", "\"", "{x}", "{value}", "true", "false",
    "on", "off", "yes", "null", LONG, "\u00e9" * 100, "test@example.com", "Test <test@example.com>",
    "test@\u00e9xample.com", "\u00e9@example.com", "a@b", "a@b.c", "http://example.com", "https://\u00e9xample.com/",
    "example.com", "ftp://example.com", "HTTP://EXAMPLE.COM", "192.168.1.1", "10.0.0.1/8", "::1", "2001:db8::/32",
    "!10.0.0.1", "1.2.3.04", "2024-01-15", "15.01.2024", "01/15/2024", "2024-02-30", "Jan 15, 2024",
    "12:30:00", "2024-01-15 12:30:00", "1705320000",
    [], [1], ["a"], [1, 2, 3], {"a": 1}, {"0": "x"}, {"1": "x"}, [[1]], [None], [True], [""], [" a "], ["1", "2"],
]
MESSAGES = [
    "{attribute} bad {value}", "{attribute}: {min, number} {min, plural, one{x} other{xs}}", "{value, number}",
    "'{attribute}'", "{ attribute }", "{min}-{max}", "{attribute, select, a{A} other{O}}", "{value}!",
    "{max, number} / {max, plural, =0{none} one{# one} other{# many}}", "{compareValueOrAttribute} {requiredValue}",
    "{true}/{false}", "{length, number}", "{attribute} is {value, select, abc{ABC} other{other}}",
]
LANGUAGES = ["en-US", "en", "de", "fr", "es", "pt-BR", "pt", "ru", "uk", "pl", "ar", "ja", "zh", "zh-CN", "zh-TW",
             "de-AT", "it", "nl", "cs", "tr", "ko", "he", "fa", "hi", "sr", "uz"]
NUMBOUNDS = [0, 1, -1, 2, 3, 5, 10, 1.5, 2.5, -0.5, "5", "5.5", " 5", "1e2", "0x10", 1e20, 9223372036854775807,
             None, "abc", ""]
PATTERNS = ["/^\\d+$/", "/^[a-z]+$/i", "/^\\w+$/u", "/\\s/", "/^.{2,4}$/u", "/^.{2,4}$/", "/^[[:alpha:]]+$/",
            "/^\\p{L}+$/u", "/a b c/x", "/^a.c$/s", "/^(?:a|b)+$/", "#^/path$#", "~^x~", "/^\\S+@\\S+$/", "/^.$/",
            "/^.$/u", "/\u00e9/i", "/\u00c9/iu", "/^[0-9]{3}$/D", "/^$/", "/^\\d*$/", "/(a)\\1/", "/^(?=.*\\d).+$/",
            "/^\\X$/u", "/\\bx\\b/", "/^\\h+$/", "/^[^a]+$/", "{^x}", "(^x)", "/x/m", "/^abc/A", "/abc$/U"]
RANGES = [[1, 2, 3], ["1", "2"], ["a", "b"], [True], [None], [0], ["0"], [""], [1.0], {"x": "a", "y": "b"},
          [[1]], ["1e1"], ["01"], ["abc", 0], [" 1"], ["A"], [False, "a"], [1.5], ["1.5"], []]
EACH_RULES = [{"type": "integer"}, {"type": "string", "max": 3}, {"type": "trim"}, {"type": "in", "range": ["a", "b"]},
              {"type": "required"}, {"type": "email"}, {"type": "filter", "filter": "strtoupper"},
              {"type": "boolean"}, {"type": "number", "min": 1}, {"type": "match", "pattern": "/^a/"},
              {"type": "default", "value": "d"}, {"type": "compare", "compareValue": 3, "operator": ">"},
              {"type": "string", "min": 2, "skipOnEmpty": False}, {"type": "ip"}, {"type": "url"}]
FILTERS = ["trim", "ltrim", "rtrim", "strtolower", "strtoupper", "mb_strtolower", "mb_strtoupper", "ucfirst",
           "lcfirst", "ucwords", "intval", "floatval", "boolval", "strval", "strip_tags", "htmlspecialchars", "abs"]
PARAMS = {
    "string": {"length": [0, 1, 3, [2], [2, 5], [5, 2], [], [1, 3.5], [None, 3]], "min": NUMBOUNDS, "max": NUMBOUNDS,
               "encoding": ["UTF-8", "ASCII", "ISO-8859-1", "8bit", "UTF-16", "utf8"], "strict": [True, False],
               "tooShort": MESSAGES, "tooLong": MESSAGES, "notEqual": MESSAGES, "message": MESSAGES},
    "number": {"min": NUMBOUNDS, "max": NUMBOUNDS, "integerOnly": [True, False], "allowArray": [True, False],
               "tooSmall": MESSAGES, "tooBig": MESSAGES, "message": MESSAGES,
               "numberPattern": ["/^\\d+$/", "/^[0-9.]+$/", "/^-?\\d+(\\.\\d+)?$/"],
               "integerPattern": ["/^\\d+$/", "/^-?\\d+$/", "/^[0-9a-f]+$/i"]},
    "boolean": {"trueValue": ["1", 1, True, "yes", "on", 1.0, "true", None, ""],
                "falseValue": ["0", 0, False, "no", "off", 0.0, "false", None, ""], "strict": [True, False],
                "message": MESSAGES},
    "compare": {"compareValue": VALUES, "operator": ["==", "===", "!=", "!==", ">", ">=", "<", "<="],
                "compareType": ["string", "number", "other"], "message": MESSAGES},
    "required": {"requiredValue": VALUES, "strict": [True, False], "message": MESSAGES},
    "email": {"allowName": [True, False], "enableIDN": [True, False], "enableLocalIDN": [True, False],
              "message": MESSAGES},
    "url": {"validSchemes": [["http"], ["ftp", "HTTP"], ["http", "https", "ftp"], ["urn"]],
            "defaultScheme": ["http", "https", "ftp", None], "enableIDN": [True, False], "message": MESSAGES},
    "ip": {"ipv4": [True, False], "ipv6": [True, False], "subnet": [True, False, None], "normalize": [True, False],
           "negation": [True, False], "expandIPv6": [True, False],
           "ranges": [["10.0.0.0/8"], ["!192.168.0.0/16", "any"], ["private"], ["localhost", "multicast"],
                      ["2001:db8::/32"], ["system"], ["!private", "any"], "10.0.0.0/8", ["192.168.1.1"]],
           "message": MESSAGES},
    "match": {"pattern": PATTERNS, "not": [True, False], "message": MESSAGES},
    "in": {"range": RANGES, "strict": [True, False], "not": [True, False], "allowArray": [True, False],
           "message": MESSAGES},
    "default": {"value": VALUES},
    "filter": {"filter": FILTERS, "skipOnArray": [True, False]},
    "trim": {"chars": [" ", "a..c", "xy", "\\", "..", "a..", "\u00e9", "0..9", " \t", "1"], "skipOnArray": [True, False]},
    "each": {"rule": EACH_RULES, "stopOnFirstError": [True, False], "allowMessageFromRule": [True, False],
             "message": MESSAGES},
    "date": {"format": ["php:Y-m-d", "php:d.m.Y", "yyyy-MM-dd", "dd.MM.yyyy", "MM/dd/yyyy", "short", "medium", "long",
                        "php:U", "php:Y-m-d H:i:s", "HH:mm", "php:!Y-m-d", "y-M-d", "php:j.n.Y"],
             "strictDateFormat": [True, False], "min": ["2020-01-01", 0, 1700000000, "2024-01-01"],
             "max": ["2030-01-01", 1800000000, "2024-01-31"], "timeZone": ["UTC", "Europe/Berlin", "America/New_York"],
             "message": MESSAGES, "tooSmall": MESSAGES, "tooBig": MESSAGES},
}
PARAMS["integer"] = PARAMS["double"] = PARAMS["number"]
PARAMS["datetime"] = PARAMS["time"] = PARAMS["date"]


def rule_attrs(rule):
    a = rule.get("attributes")
    names = [a] if isinstance(a, str) else (a if isinstance(a, list) else [])
    return [n.lstrip("!") for n in names if isinstance(n, str)]


def mutate_value(case, rng):
    keys = list((case.get("input") or {}).keys()) if isinstance(case.get("input"), dict) else []
    keys += list((case.get("set") or {}).keys()) if isinstance(case.get("set"), dict) else []
    for r in case.get("rules") or []:
        if isinstance(r, dict):
            keys += rule_attrs(r)
    keys = [k for k in keys if k in case["attributes"]] or list(case["attributes"])
    if not keys:
        return None
    key = rng.choice(keys)
    value = rng.choice(VALUES)
    if isinstance(case.get("input"), dict) and key in case["input"]:
        case["input"][key] = value
    elif isinstance(case.get("set"), dict) and key in case["set"]:
        case["set"][key] = value
    else:
        case.setdefault("input", {})
        if not isinstance(case["input"], dict):
            case["input"] = {}
        case["input"][key] = value
    return "value %s=%s" % (key, json.dumps(value, ensure_ascii=False)[:40])


def mutate_param(case, rng):
    rules = [r for r in case.get("rules") or [] if isinstance(r, dict) and r.get("type") in PARAMS]
    if not rules:
        return None
    rule = rng.choice(rules)
    target = rule
    if rule.get("type") == "each" and isinstance(rule.get("rule"), dict) and rng.random() < 0.5 \
            and rule["rule"].get("type") in PARAMS:
        target = rule["rule"]
    pool = PARAMS[target["type"]]
    name = rng.choice(sorted(pool))
    if name in target and rng.random() < 0.15 and name not in ("pattern", "range", "filter", "rule"):
        del target[name]
        return "drop %s.%s" % (target["type"], name)
    target[name] = None if rng.random() < 0.1 else rng.choice(pool[name])
    return "param %s.%s=%s" % (target["type"], name, json.dumps(target[name], ensure_ascii=False)[:40])


def mutate_common(case, rng):
    rules = [r for r in case.get("rules") or [] if isinstance(r, dict)]
    if not rules:
        return None
    rule = rng.choice(rules)
    what = rng.choice(["skipOnEmpty", "skipOnError", "message"])
    rule[what] = rng.choice(MESSAGES) if what == "message" else rng.choice([True, False])
    return "common %s.%s" % (rule.get("type"), what)


def mutate_language(case, rng):
    case["language"] = rng.choice(LANGUAGES)
    return "language " + case["language"]


def mutate_scenario(case, rng):
    names = {"default", "nope"}
    for r in case.get("rules") or []:
        if isinstance(r, dict):
            for k in ("on", "except"):
                v = r.get(k)
                names.update([v] if isinstance(v, str) else [x for x in (v or []) if isinstance(x, str)])
    if isinstance(case.get("scenarios"), dict):
        names.update(case["scenarios"].keys())
    case["scenario"] = rng.choice(sorted(names))
    return "scenario " + case["scenario"]


MUTATIONS = [(mutate_value, 5), (mutate_param, 5), (mutate_common, 1), (mutate_language, 2), (mutate_scenario, 1)]


def has_trailing_newline(value):
    if isinstance(value, str):
        return value.endswith("\n")
    if isinstance(value, list):
        return any(has_trailing_newline(v) for v in value)
    if isinstance(value, dict):
        return any(has_trailing_newline(v) for v in value.values())
    return False


def generate(corpus, seed, count):
    rng = random.Random(seed)
    bases = []
    with open(corpus, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                c = json.loads(line, object_pairs_hook=OrderedDict)
                if "oracle-rejected" in c.get("tags", []):
                    continue
                bases.append(c)
    funcs = [f for f, w in MUTATIONS for _ in range(w)]
    out = sys.stdout
    for n in range(count):
        base = rng.choice(bases)
        case = json.loads(json.dumps(base), object_pairs_hook=OrderedDict)
        for key in ("expect", "testAssert", "group", "source"):
            case.pop(key, None)
        done = []
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            d = rng.choice(funcs)(case, rng)
            if d:
                done.append(d)
        case["id"] = "mut.%s.%d.%s" % (seed, n, base["id"])
        case["description"] = "; ".join(done)
        tags = [t for t in case.get("tags", []) if t not in ("trailing-newline",)]
        if has_trailing_newline(case.get("input")) or has_trailing_newline(case.get("set")):
            tags.append("trailing-newline")
        case["tags"] = tags
        out.write(json.dumps(case, ensure_ascii=False) + "\n")


EXTRA_MESSAGES = [
    "{attribute} {value, number, integer} {value, number, percent}",
    "{value, selectordinal, one{#st} two{#nd} few{#rd} other{#th}}",
    "{value, plural, offset:1 =0{none} one{# one} other{# more}}", "It''s '{value}' {value, number}",
    "{attribute}: {max, plural, =1{one} other{# items}} / {min, number}", "{ value , number }", "{value,number}",
    "{value, number, currency}", "{attribute} '{' {value} '}'", "{attribute, select, Name{N} other{{attribute}}}",
]


def fresh(base, cid, description):
    case = json.loads(json.dumps(base), object_pairs_hook=OrderedDict)
    for key in ("expect", "testAssert", "group", "source"):
        case.pop(key, None)
    case["id"] = cid
    case["description"] = description
    return case


def finish_tags(case):
    tags = [t for t in case.get("tags", []) if t != "trailing-newline"]
    if has_trailing_newline(case.get("input")) or has_trailing_newline(case.get("set")):
        tags.append("trailing-newline")
    case["tags"] = tags
    return case


def sweep(corpus, seed, count, mode):
    """Every value (`values`), every pooled parameter value (`params`) or every message in a
    random language (`messages`) on `count` corpus cases picked with `seed`."""
    rng = random.Random("%s-%s" % (mode, seed))
    with open(corpus, encoding="utf-8") as f:
        bases = [json.loads(line, object_pairs_hook=OrderedDict) for line in f if line.strip()]
    bases = [b for b in bases if "oracle-rejected" not in b.get("tags", [])]
    if mode == "params":
        bases = [b for b in bases if any(isinstance(r, dict) and r.get("type") in PARAMS for r in b.get("rules") or [])]
    elif mode == "messages":
        bases = [b for b in bases if b["expect"].get("valid") is False]
    rng.shuffle(bases)
    n = 0
    for base in bases[:count]:
        if mode == "values":
            keys = [k for k in list(base.get("input") or {}) + list(base.get("set") or {}) if k in base["attributes"]]
            key = (keys or base["attributes"][:1] or [None])[0]
            if key is None:
                continue
            for value in VALUES:
                case = fresh(base, "sweep.%s.%d.%s" % (seed, n, base["id"]), "value %s=%s" % (key, json.dumps(value)[:40]))
                if isinstance(case.get("input"), dict) and key in case["input"]:
                    case["input"][key] = value
                elif isinstance(case.get("set"), dict) and key in case["set"]:
                    case["set"][key] = value
                else:
                    case["input"] = OrderedDict([(key, value)])
                sys.stdout.write(json.dumps(finish_tags(case), ensure_ascii=False) + "\n")
                n += 1
        elif mode == "params":
            indexes = [i for i, r in enumerate(base["rules"]) if isinstance(r, dict) and r.get("type") in PARAMS]
            i = rng.choice(indexes)
            kind = base["rules"][i]["type"]
            for name, pool in sorted(PARAMS[kind].items()):
                values = list(pool) + [None]
                for value in (rng.sample(values, 25) if len(values) > 25 else values):
                    case = fresh(base, "sweep.%s.%d.%s" % (seed, n, base["id"]),
                                 "param %s.%s=%s" % (kind, name, json.dumps(value)[:40]))
                    case["rules"][i][name] = value
                    sys.stdout.write(json.dumps(finish_tags(case), ensure_ascii=False) + "\n")
                    n += 1
        else:
            for message in MESSAGES + EXTRA_MESSAGES:
                case = fresh(base, "sweep.%s.%d.%s" % (seed, n, base["id"]), "message %s" % message)
                for rule in case["rules"]:
                    if isinstance(rule, dict) and rule.get("type") not in ("safe", "default", "filter", "trim"):
                        rule["message"] = message
                        for key in ("tooShort", "tooLong", "tooSmall", "tooBig", "notEqual"):
                            if rng.random() < 0.3:
                                rule[key] = message
                case["language"] = rng.choice(LANGUAGES)
                sys.stdout.write(json.dumps(finish_tags(case), ensure_ascii=False) + "\n")
                n += 1


# ICU date patterns for the `dates` sweep: fields apart and in runs of abutting numeric fields.
DATE_FORMATS = [
    "yyyy-MM-dd", "yyyy-M-d", "dd.MM.yyyy", "d.M.yy", "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss",
    "yyyy-MM-dd h:mm a", "HH:mm", "H:m:s", "yyyyMMdd", "yyyyMMddHHmm", "uuuu-MM-dd", "uu-MM-dd",
    "yy-MM-dd", "yyyy-MM-ddd", "dd/MM/yyyy kk:mm", "MM/dd/yyyy KK:mm a", "yyyy-MM-dd'T'HH:mm:ss",
    "yyyyMd", "ddMMyyyy", "yyyy-MM-dd HH:mm:ss.SSS", "mm:ss", "HHmm", "Hmm", "mmss", "yyMMdd",
    "yyyyMMddHHmmss", "ddMMyy", "MMddyyyy", "dMyyyy", "HHmmss", "yyyy-MM-dd HHmm", "yMMdd", "MMdd",
]


def date_value(pattern, rng):
    """A value for `pattern`: each numeric field a random number, often padded to the field's
    width, sometimes shorter or longer, so that digit counts and abutting runs are tried."""
    out, i = [], 0
    while i < len(pattern):
        c, j = pattern[i], i
        while j < len(pattern) and pattern[j] == c:
            j += 1
        n = j - i
        if c == "'":
            k = pattern.index("'", i + 1)
            out.append(pattern[i + 1:k])
            i = k + 1
            continue
        limits = {"y": 2030 if n != 2 else 99, "u": 2030 if n != 2 else 99, "M": 13, "d": 32, "H": 24, "k": 24,
                  "h": 12, "K": 12, "m": 60, "s": 60, "S": 999}
        if c in limits:
            text = str(rng.randint(0, limits[c]))
            r = rng.random()
            if r < 0.5:
                text = text.zfill(max(n, 2) if c in "yu" and n <= 2 else n)
            elif r < 0.6:
                text = "0" * rng.randint(1, 2) + text
            out.append(text)
        elif c == "a":
            out.append(rng.choice(["AM", "PM"]))
        else:
            out.append(c * n)
        i = j
    return "".join(out)


def sweep_dates(seed, count):
    """`count` values for each pattern of DATE_FORMATS, through a `date` rule writing its
    timestamp, so that the parsed time is compared too."""
    rng = random.Random("dates-%s" % seed)
    n = 0
    for pattern in DATE_FORMATS:
        for _ in range(count):
            case = OrderedDict([
                ("id", "sweep.%s.%d.dates" % (seed, n)), ("description", "format %s" % pattern),
                ("attributes", ["day", "t"]),
                ("rules", [OrderedDict([("attributes", ["day"]), ("type", "date"), ("format", pattern),
                                        ("timestampAttribute", "t")])]),
                ("input", OrderedDict([("day", date_value(pattern, rng))])), ("tags", []),
            ])
            sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")
            n += 1


# Scenarios and massive assignment: a seeded sweep that needs no corpus.
SCEN_ATTRS = ["a", "b", "c", "d", "e"]
SCEN_NAMES = ["default", "s1", "s2", "s3", "admin", "", "1", "Default", "s1 "]
SCEN_ODD_ATTRS = ["A", "\u00e9", "e\u0301", "first_name", "a.b"]
SCEN_VALUES = [None, "", " ", " x ", "x", "abc", "abcdef", "5", 5, "a", "b", [1], ["x"], True, 0]


def scen_rule(rng, attrs, names):
    """A rule over one to three of `attrs` (some `!`-marked, sometimes twice), with `on` and
    `except` as absent, strings, lists, empty lists or overlapping."""
    kinds = [
        ("required", {}), ("safe", {}), ("safe", {}), ("string", {"max": 3}), ("integer", {}),
        ("default", {"value": "d"}), ("filter", {"filter": "strtoupper", "skipOnArray": True}),
        ("trim", {}), ("in", {"range": ["a", "b", "5"]}), ("compare", {"compareValue": "abc"}),
        ("email", {}), ("boolean", {}), ("match", {"pattern": "/^[a-c]+$/"}),
        ("compare", {"compareAttribute": rng.choice(attrs)}), ("each", {"rule": {"type": "string", "max": 1}}),
    ]
    if rng.random() < 0.03:
        kinds = [("compare", {"compareAttribute": "zz"}), ("compare", {})]
    kind, params = rng.choice(kinds)
    picked = [rng.choice(attrs) for _ in range(rng.choice([1, 1, 2, 2, 3]))]
    if rng.random() < 0.15:
        picked.append(rng.choice(picked))
    marked = []
    for name in picked:
        r = rng.random()
        marked.append("!" + name if r < 0.25 else ("!!" + name if r < 0.27 else name))
    if rng.random() < 0.03:
        marked.append(rng.choice(["zz", "zz", "!zz", "!"]))
    rule = OrderedDict()
    rule["attributes"] = marked[0] if len(marked) == 1 and rng.random() < 0.3 else marked
    rule["type"] = kind
    rule.update(params)

    def names_value():
        r = rng.random()
        if r < 0.1:
            return []
        if r < 0.4:
            return rng.choice(names)
        return [rng.choice(names) for _ in range(rng.choice([1, 1, 2, 3]))]
    shape = rng.random()
    if shape < 0.35:
        pass
    elif shape < 0.6:
        rule["on"] = names_value()
    elif shape < 0.8:
        rule["except"] = names_value()
    else:
        rule["on"] = names_value()
        rule["except"] = names_value()
        if rng.random() < 0.5 and isinstance(rule["on"], list) and rule["on"]:
            rule["except"] = [rng.choice(rule["on"])] + ([rng.choice(names)] if rng.random() < 0.5 else [])
    if kind not in ("safe", "default", "filter", "trim"):
        if rng.random() < 0.25:
            rule["skipOnError"] = False
        if rng.random() < 0.15:
            rule["skipOnEmpty"] = rng.choice([True, False])
        if rng.random() < 0.1:
            rule["when"] = OrderedDict([("attribute", rng.choice(attrs + ["zz"] if rng.random() < 0.1 else attrs)), ("value", rng.choice(["x", None])),
                                        ("not", rng.choice([True, False]))])
    return rule


def scen_map(rng, attrs, names):
    """An explicit scenario map: entries with `!`, an attribute safe in one scenario and unsafe
    in another, names listed twice, names no rule mentions, an undeclared name."""
    out = OrderedDict()
    for name in rng.sample(names, min(len(names), rng.choice([1, 1, 2, 3]))):
        entries = []
        for _ in range(rng.choice([0, 1, 2, 3, 4])):
            name_ = rng.choice(attrs)
            r = rng.random()
            entries.append("!" + name_ if r < 0.3 else name_)
            if rng.random() < 0.15:
                entries.append(rng.choice([name_, "!" + name_]))
        if rng.random() < 0.04:
            entries.append(rng.choice(["zz", "", "!", "!!" + rng.choice(attrs)]))
        out[name] = entries
    return out


def sweep_scenarios(seed, count):
    """`count` cases over scenario resolution, safe and active attributes, massive assignment,
    `validate(names)` and kept errors."""
    rng = random.Random("scenarios-%s" % seed)
    for n in range(count):
        attrs = SCEN_ATTRS[:rng.choice([2, 3, 3, 4, 5])]
        if rng.random() < 0.1:
            attrs = attrs + rng.sample(SCEN_ODD_ATTRS, rng.choice([1, 2]))
        names = rng.sample(SCEN_NAMES[1:], rng.choice([1, 2, 3])) + ["default"]
        names = [x for x in names if x != "1" or rng.random() < 0.3] or ["s1"]
        rules = [scen_rule(rng, attrs, names) for _ in range(rng.choice([1, 2, 3, 4, 5, 6, 8]))]
        case = OrderedDict([("id", "sweep.%s.%d.scenarios" % (seed, n)), ("description", "scenarios"),
                            ("attributes", attrs), ("rules", rules)])
        r = rng.random()
        if r < 0.45:
            pass
        elif r < 0.5:
            case["scenarios"] = None
        elif r < 0.55:
            case["scenarios"] = OrderedDict()
        else:
            case["scenarios"] = scen_map(rng, attrs, names + ["s9"])
        excepted = [x for rule in rules for x in ([rule.get("except")] if isinstance(rule.get("except"), str)
                                                  else rule.get("except") or [])]
        if isinstance(case.get("scenarios"), dict):
            known = list(case["scenarios"])
        elif "scenarios" in case:
            known = []
        else:
            known = ["default"] + scenario_names(rules)
        r = rng.random()
        if r < 0.65 and known:
            case["scenario"] = rng.choice(known + [x for x in excepted if x in known])
        elif r < 0.75:
            case["scenario"] = "default"
        elif r < 0.85:
            case["scenario"] = rng.choice(names + ["nope", "s9"])
        elif r < 0.9:
            case["scenario"] = rng.choice(known or ["default"])
        if rng.random() < 0.25:
            case["set"] = OrderedDict((rng.choice(attrs + ["zz"] if rng.random() < 0.05 else attrs),
                                       rng.choice(SCEN_VALUES)) for _ in range(rng.choice([1, 2])))
        r = rng.random()
        if r < 0.85:
            keys = [rng.choice(attrs + ["zz", "!a", "A"] if rng.random() < 0.2 else attrs)
                    for _ in range(rng.choice([0, 1, 2, 3, 4, 5]))]
            case["input"] = OrderedDict((k, rng.choice(SCEN_VALUES)) for k in keys)
        elif r < 0.95:
            case["input"] = rng.choice(["a=1", 5, True, ["x", "y"], [], None])
        if rng.random() < 0.3:
            case["validateAttributes"] = [rng.choice(attrs + ["zz", "!a", ""]) for _ in range(rng.choice([0, 1, 2, 3]))]
            if rng.random() < 0.3 and case["validateAttributes"]:
                case["validateAttributes"].append(case["validateAttributes"][0])
        if rng.random() < 0.2:
            case["preErrors"] = OrderedDict()
            for _ in range(rng.choice([1, 2])):
                key = rng.choice(attrs + ["zz"])
                case["preErrors"][key] = rng.choice(["kept", ["kept 1", "kept 2"], []])
            case["clearErrors"] = rng.random() < 0.3
        case["tags"] = []
        sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")


# The `each` validator: a seeded sweep that needs no corpus.
EACH_ELEMENTS = [None, "", " ", " a ", "a", "b", "A", "abc", "abcd", "0", "1", "5", "10", "-1", "1.5", "1e3", " 5",
                 0, 1, -1, 5, 10, 1.5, -0.0, True, False, [], [1], ["a"], [None], {"k": "v"}, {"0": "x"},
                 "test@example.com", "Test <t@example.com>", "http://example.com", "example.com",
                 "192.168.1.1", "::1", "10.0.0.1/8", "2024-01-15", "2024-02-30", "\u00e9\u00e9", "<b>x</b>",
                 "{value}", "x" * 12]
EACH_NESTED = [
    {"type": "required"}, {"type": "required", "strict": True}, {"type": "required", "requiredValue": "a"},
    {"type": "required", "message": "{attribute} needs {value}"},
    {"type": "string"}, {"type": "string", "min": 2}, {"type": "string", "max": 3}, {"type": "string", "length": 3},
    {"type": "string", "length": [2, 4]}, {"type": "string", "min": 2, "skipOnEmpty": False},
    {"type": "string", "max": 1, "tooLong": "{attribute}/{value}/{max}"},
    {"type": "integer"}, {"type": "integer", "min": 1}, {"type": "integer", "max": 5}, {"type": "integer", "min": 0, "max": 9},
    {"type": "number"}, {"type": "number", "min": 1.5}, {"type": "number", "max": 5, "tooBig": "{value} > {max}"},
    {"type": "number", "allowArray": True}, {"type": "double", "min": 0},
    {"type": "boolean"}, {"type": "boolean", "strict": True}, {"type": "boolean", "trueValue": True, "falseValue": False, "strict": True},
    {"type": "in", "range": ["a", "b", "1"]}, {"type": "in", "range": ["a", "b", "1"], "strict": True},
    {"type": "in", "range": ["a", "b"], "not": True}, {"type": "in", "range": ["a", "b"], "allowArray": True},
    {"type": "in", "range": [1, 2], "strict": True, "not": True}, {"type": "in", "range": {"x": "a", "y": 5}},
    {"type": "match", "pattern": "/^a/"}, {"type": "match", "pattern": "/^a/", "not": True},
    {"type": "match", "pattern": "/^\\d+$/"},
    {"type": "email"}, {"type": "email", "allowName": True}, {"type": "url"}, {"type": "url", "defaultScheme": "http"},
    {"type": "ip"}, {"type": "ip", "ipv6": False}, {"type": "ip", "subnet": None, "normalize": True},
    {"type": "compare", "compareValue": 3}, {"type": "compare", "compareValue": 3, "operator": ">"},
    {"type": "compare", "compareValue": "a", "operator": "!=="}, {"type": "compare", "compareValue": 5, "operator": "<=", "compareType": "number"},
    {"type": "compare", "compareValue": "1", "operator": "==="}, {"type": "compare", "compareAttribute": "other"},
    {"type": "compare", "compareAttribute": "other", "operator": ">="}, {"type": "compare"},
    {"type": "date", "format": "php:Y-m-d"}, {"type": "date", "format": "yyyy-MM-dd", "min": "2024-01-01"},
    {"type": "date", "format": "php:Y-m-d", "timestampAttribute": "other"},
    {"type": "trim"}, {"type": "trim", "chars": "a "}, {"type": "trim", "skipOnArray": False},
    {"type": "default", "value": "d"}, {"type": "default", "value": [1]},
    {"type": "filter", "filter": "strtoupper"}, {"type": "filter", "filter": "intval"},
    {"type": "filter", "filter": "trim", "skipOnArray": True}, {"type": "filter", "filter": "abs", "skipOnArray": True},
    {"type": "safe"},
    {"type": "each", "rule": {"type": "integer"}}, {"type": "each", "rule": {"type": "trim"}},
    {"type": "each", "rule": {"type": "string", "max": 1}, "allowMessageFromRule": False},
    {"type": "each", "rule": {"type": "integer"}, "stopOnFirstError": False},
    {"type": "nope"}, {}, {"type": "integer", "foo": 1}, {"type": "match"}, {"type": "in"}, {"type": "each"},
    {"type": "string", "on": ["x"]}, {"type": "string", "max": 1, "except": ["x"]}, {"type": "string", "max": 1, "on": "default"},
]
EACH_MESSAGES = ["{attribute} has a bad {value}", "{value}", "bad", "{attribute}: {value, number}",
                 "{attribute} {value, select, a{A} other{O}}"]


def each_array(rng):
    r = rng.random()
    if r < 0.08:
        return []
    if r < 0.3:
        return [rng.choice(EACH_ELEMENTS)]
    if r < 0.65:
        return [rng.choice(EACH_ELEMENTS) for _ in range(rng.choice([2, 3, 4, 5]))]
    if r < 0.72:
        return [rng.choice(EACH_ELEMENTS) for _ in range(rng.choice([40, 120]))]
    if r < 0.8:
        return [[rng.choice(EACH_ELEMENTS) for _ in range(rng.choice([0, 1, 2]))] for _ in range(rng.choice([1, 2, 3]))]
    keys = ["a", "b", "k", "0", "1", "2", "5", "-1", "01", "1.5", " 1", ""]
    out = OrderedDict()
    for _ in range(rng.choice([1, 2, 3, 4])):
        out[rng.choice(keys)] = rng.choice(EACH_ELEMENTS)
    return out


def sweep_each(seed, count):
    """`count` cases of `each` rules over every built-in nested validator, its options, arrays,
    lists, maps and values that are not arrays."""
    rng = random.Random("each-%s" % seed)
    for n in range(count):
        attrs = ["tags", "other"] + (["tags_repeat"] if rng.random() < 0.2 else [])
        nested = json.loads(json.dumps(rng.choice(EACH_NESTED)), object_pairs_hook=OrderedDict)
        if rng.random() < 0.1 and nested.get("type") not in (None, "safe", "default", "filter", "trim"):
            nested["skipOnEmpty"] = rng.choice([True, False])
        if rng.random() < 0.08 and nested.get("type") not in (None, "safe"):
            nested["message"] = rng.choice(EACH_MESSAGES)
        rule = OrderedDict([("attributes", ["tags"]), ("type", "each")])
        if rng.random() < 0.97:
            rule["rule"] = nested
        if rng.random() < 0.4:
            rule["allowMessageFromRule"] = rng.choice([True, False, False, None])
        if rng.random() < 0.4:
            rule["stopOnFirstError"] = rng.choice([True, False, False, None])
        if rng.random() < 0.25:
            rule["message"] = rng.choice(EACH_MESSAGES)
        if rng.random() < 0.2:
            rule["skipOnEmpty"] = rng.choice([True, False, None])
        if rng.random() < 0.1:
            rule["skipOnError"] = False
        rules = [rule]
        r = rng.random()
        if r < 0.1:
            rules.insert(0, OrderedDict([("attributes", ["tags"]), ("type", "each"),
                                         ("rule", OrderedDict([("type", "trim")]))]))
        elif r < 0.2:
            rules.append(OrderedDict([("attributes", ["tags"]), ("type", rng.choice(["required", "safe"]))]))
        elif r < 0.25:
            rules.insert(0, OrderedDict([("attributes", ["tags"]), ("type", "string")]))
        rules.append(OrderedDict([("attributes", ["other"]), ("type", "safe")]))
        case = OrderedDict([("id", "sweep.%s.%d.each" % (seed, n)), ("description", "each"),
                            ("attributes", attrs), ("rules", rules)])
        if rng.random() < 0.15:
            case["labels"] = {"tags": "Tag list"}
        r = rng.random()
        if r < 0.8:
            value = each_array(rng)
        elif r < 0.95:
            value = rng.choice(["abc", "", " ", "1", 5, 0, 1.5, None, True, False])
        else:
            value = "unset"
        values = OrderedDict()
        if value != "unset":
            values["tags"] = value
        if rng.random() < 0.5:
            values["other"] = rng.choice([3, "3", "a", None, [1], "2024-01-15"])
        if rng.random() < 0.2:
            case["set"] = values
        else:
            case["input"] = values
        case["tags"] = []
        finish_tags(case)
        sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")


def load(path):
    out = OrderedDict()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                o = json.loads(line, object_pairs_hook=OrderedDict)
                out[o.get("id")] = o
    return out


def attach(cases_path, results_path):
    results = load(results_path)
    for cid, case in load(cases_path).items():
        result = results[cid]
        result.pop("id", None)
        case["expect"] = result
        if "error" in result and result["error"]["type"] in ("TypeError", "ErrorException", "ValueError"):
            case["tags"] = case.get("tags", []) + ["php-runtime-error"]
        if "phpDeprecations" in result:
            case["tags"] = case.get("tags", []) + ["php-deprecation"]
        if "encodingNotes" in result:
            case["tags"] = case.get("tags", []) + ["non-finite"]
        if "yiiWarnings" in result:
            case["tags"] = case.get("tags", []) + ["yii-warning"]
        if "error" in result and result["error"]["type"] == "OracleCaseError":
            case["tags"] = case.get("tags", []) + ["oracle-rejected"]
        sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")


def type_list(rules):
    types = []
    for r in rules if isinstance(rules, list) else []:
        if isinstance(r, dict):
            types.append(str(r.get("type")))
            if isinstance(r.get("rule"), dict):
                types += ["each>" + t for t in type_list([r["rule"]])]
    return types


def rule_types(rules):
    return ",".join(sorted(set(type_list(rules))))


FIELDS = ["valid", "errors", "attributes", "safeAttributes", "activeAttributes", "scenarios", "requiredAttributes",
          "errorSummary"]
SKIP = {"php-runtime-error", "trailing-newline", "oracle-rejected", "php-deprecation", "yii-warning", "pcre-limit",
        "non-finite"}


def documented(case, exp, act):
    """The documented deviation (Docs/YiiCompatibility.md) a difference falls under, or None."""
    ours = (act or {}).get("error", {}).get("message", "")
    if "error" in (act or {}) and "error" not in exp:
        if any(k in ours for k in (".min: expected a number", ".max: expected a number")):
            return "config check: non-numeric min/max"
        if ".compareValue: expected a scalar" in ours:
            return "config check: array compareValue"
        if 'the "rule" property must be set' in ours or ".rule." in ours.split(":")[0]:
            return "config check: the nested rule of each (Yii builds it only for an array value)"
        if ".pattern: invalid pattern: unsupported construct" in ours:
            return "unsupported pattern construct"
        if ".length: expected a whole number" in ours:
            return "config check: string length"
        if ".operator: Unknown operator" in ours:
            return "config check: unknown compare operator (Yii accepts it with a custom message)"
        if ".locale: Unsupported locale" in ours:
            return "date locale not bundled"
    if any(re_digits(a) for a in case.get("attributes", [])):
        return "numeric attribute names"
    if case.get("scenarios") is None and any(re_digits(n) for n in scenario_names(case.get("rules"))):
        return "numeric scenario names (a derived scenario named like an integer escapes except in Yii)"
    language = case.get("language", "en-US")
    if language not in ("en-US", "en") and "number, currency" in json.dumps(case.get("rules")):
        return "currency outside English is not bundled"
    if language == "fil":
        return "locale fallback: fil does not read Yii's Finnish (fi) messages"
    types = set(type_list(case.get("rules")))
    if language not in ("en-US", "en") and types & {"date", "datetime", "time", "each>date"}:
        return "date formats of other languages are not bundled"
    return None


def scenario_names(rules):
    names = []
    for r in rules if isinstance(rules, list) else []:
        if isinstance(r, dict):
            for k in ("on", "except"):
                v = r.get(k)
                names += [v] if isinstance(v, str) else [x for x in (v or []) if isinstance(x, str)]
    return names


def re_digits(name):
    return isinstance(name, str) and name.isdigit() and str(int(name)) == name


def triage(vectors_path, ours_path, show):
    vectors = load(vectors_path)
    ours = load(ours_path)
    groups = defaultdict(list)
    total = skipped = 0
    for cid, v in vectors.items():
        if SKIP & set(v.get("tags", [])):
            skipped += 1
            continue
        total += 1
        exp, act = v["expect"], ours.get(cid)
        if act is None:
            kind = "no output"
        elif "error" in exp or "error" in act:
            if ("error" in exp) == ("error" in act):
                continue
            kind = "yii error" if "error" in exp else "our error"
        else:
            bad = [f for f in FIELDS if json.dumps(exp.get(f)) != json.dumps(act.get(f))]
            if not bad:
                continue
            kind = "+".join(bad)
        reason = documented(v, exp, act)
        if reason:
            kind = "documented: " + reason
        groups[(rule_types(v.get("rules")), kind)].append(cid)
    failed = sum(len(ids) for ids in groups.values())
    known = sum(len(ids) for (_, kind), ids in groups.items() if kind.startswith("documented"))
    print("%d compared, %d differ (%d of them documented deviations), %d skipped by tag" % (total, failed, known, skipped))
    for (types, kind), ids in sorted(groups.items(), key=lambda g: -len(g[1])):
        smallest = min(ids, key=lambda i: len(json.dumps(vectors[i])))
        print("\n== %d  [%s]  %s   e.g. %s" % (len(ids), types, kind, smallest))
        if show and not kind.startswith("documented"):
            case = {k: x for k, x in vectors[smallest].items() if k not in ("expect", "id")}
            print("   case: " + json.dumps(case, ensure_ascii=False)[:600])
            exp, act = vectors[smallest]["expect"], ours.get(smallest) or {}
            fields = FIELDS + ["error"]
            if "error" in exp or "error" in act:
                fields = ["error", "errors", "attributes"]
            for f in fields:
                if json.dumps(exp.get(f)) != json.dumps(act.get(f)):
                    print("   yii  %s: %s" % (f, json.dumps(exp.get(f), ensure_ascii=False)[:300]))
                    print("   ours %s: %s" % (f, json.dumps(act.get(f), ensure_ascii=False)[:300]))


def main(argv):
    if not argv:
        sys.exit(__doc__)
    cmd, rest = argv[0], argv[1:]
    opts = {}
    args = []
    it = iter(rest)
    for a in it:
        if a in ("--seed", "--count", "--show", "--mode"):
            opts[a] = next(it)
        else:
            args.append(a)
    if cmd == "generate" and len(args) == 1:
        generate(args[0], opts.get("--seed", "1"), int(opts.get("--count", "1000")))
    elif cmd == "sweep" and opts.get("--mode") == "scenarios":
        sweep_scenarios(opts.get("--seed", "1"), int(opts.get("--count", "1000")))
    elif cmd == "sweep" and opts.get("--mode") == "each":
        sweep_each(opts.get("--seed", "1"), int(opts.get("--count", "1000")))
    elif cmd == "sweep" and opts.get("--mode") == "dates":
        sweep_dates(opts.get("--seed", "1"), int(opts.get("--count", "100")))
    elif cmd == "sweep" and len(args) == 1 and opts.get("--mode") in ("values", "params", "messages"):
        sweep(args[0], opts.get("--seed", "1"), int(opts.get("--count", "100")), opts["--mode"])
    elif cmd == "attach" and len(args) == 2:
        attach(args[0], args[1])
    elif cmd == "triage" and len(args) == 2:
        triage(args[0], args[1], int(opts.get("--show", "1")))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    main(sys.argv[1:])
