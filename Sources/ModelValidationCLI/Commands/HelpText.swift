/// The tool's help texts, one per command, each with an example.
enum HelpText {
    static let main = """
    model-validate: validate JSON records against Yii-style rules.

    Usage:
      model-validate validate --rules SCHEMA.json [--scenario NAME] [--strict]
                              [--format json|text] [--summary] [--jobs N] [FILE...|-]
      model-validate explain --rules SCHEMA.json [--scenario NAME] [--format text|json]
      model-validate check SCHEMA.json
      model-validate eval [FILE|-]
      model-validate --version

    Run "model-validate COMMAND --help" for a command's options.

    Example:
      model-validate validate --rules Examples/registration/rules.json Examples/registration/users.ndjson

    """

    static let validate = """
    Usage: model-validate validate --rules SCHEMA.json [--scenario NAME] [--strict]
                                   [--format json|text] [--summary] [--jobs N] [FILE...|-]

    Validates each record against the schema's rules after massive assignment in the
    scenario. A file holds a JSON object, a JSON array of objects, JSON objects written one
    after another, or NDJSON (one object per line). Records are read in order and validated
    by N jobs in parallel; results are written in input order, the same whatever N is, and
    memory stays flat however large the input. Reads standard input when no file (or "-") is
    given.

    A record that cannot be read (not JSON, not an object, invalid UTF-8, nested too deep, a
    number out of range, longer than the size limit) is reported with its file and line and
    counts as invalid; the run goes on.

    Options:
      --rules FILE            the schema: {"attributes", "labels", "rules", "scenarios"}
      --scenario NAME         the scenario (default: "default")
      --strict                refused keys make a record invalid (codes assignment.unsafe,
                              assignment.unknown)
      --format json|text      json (default): one line per record with its location,
                              validity, errors, refused keys and the values after filters;
                              text: a block per invalid record and a final count line
      --summary               only the totals: records, invalid records per attribute,
                              errors per code
      --max-record-size N     the longest record read, in bytes (default: 67108864)
      --jobs N                records validated in parallel by N jobs (default: the number
                              of processors); --jobs 1 validates on one thread
      --help                  show this help

    Progress goes to standard error when it is a terminal and the input is large.

    Exit status: 0 all records valid, 1 some invalid or unreadable, 2 usage, schema or input
    error.

    Example:
      model-validate validate --rules Examples/registration/rules.json --format text Examples/registration/users.ndjson

    """

    static let explain = """
    Usage: model-validate explain --rules SCHEMA.json [--scenario NAME] [--format text|json]

    Shows what the schema does in each scenario (or only in NAME): the active, safe, unsafe
    and required attributes, and for each active attribute the rules that run on it, in run
    order, with their options.

    Options:
      --rules FILE            the schema
      --scenario NAME         only this scenario
      --format text|json      text (default): a table per scenario; json: one object
      --help                  show this help

    Exit status: 0 done, 2 usage or schema error.

    Example:
      model-validate explain --rules Examples/registration/rules.json --scenario admin

    """

    static let check = """
    Usage: model-validate check SCHEMA.json

    Checks a schema file and lists every problem with its JSON path, such as
    "rules[3].min: expected a number", one per line, then their count.

    Options:
      --help                  show this help

    Exit status: 0 the schema is sound, 2 it has problems or cannot be read.

    Example:
      model-validate check Examples/registration/rules.json

    """

    static let eval = """
    Usage: model-validate eval [FILE|-]

    Reads conformance case objects as NDJSON (one per line) and prints one result object per
    case, in order: validity, errors, errorSummary, attribute values after filters, safe,
    active and required attributes, and scenarios. A line that is not valid JSON or not a
    valid case gives an "error" object for that line; processing continues.

    Options:
      --help                  show this help

    Exit status: 0 every line was read, 1 some line was not, 2 usage or input error.

    Example:
      echo '{"id":"t1","attributes":["email"],"rules":[{"attributes":["email"],"type":"required"}]}' | model-validate eval

    """
}
