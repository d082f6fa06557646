/// The tool's help texts, one per command, each with an example.
enum HelpText {
    static let main = """
    model-validate: validate JSON records against Yii-style rules.

    Usage:
      model-validate validate --rules SCHEMA.json [--scenario NAME] [--strict]
                              [--format json|text] [--summary] [--max-record-size N]
                              [--language TAG] [--skip-database-rules] [--jobs N] [FILE...|-]
      model-validate explain --rules SCHEMA.json [--scenario NAME] [--format text|json]
                             [--language TAG]
      model-validate check SCHEMA.json
      model-validate schema --rules SCHEMA.json [--scenario NAME]
                            [--format json-schema|openapi] [--strict]
      model-validate eval [--schema] [FILE|-]
      model-validate --version

    Run "model-validate help COMMAND" (or "model-validate COMMAND -h") for a command's options.

    Example:
      model-validate validate --rules Examples/registration/rules.json Examples/registration/users.ndjson

    """

    static let validate = """
    Usage: model-validate validate --rules SCHEMA.json [--scenario NAME] [--strict]
                                   [--format json|text] [--summary] [--max-record-size N]
                                   [--language TAG] [--skip-database-rules] [--jobs N]
                                   [FILE...|-]

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
      --language TAG          report messages in this language (de, pt-BR, zh-TW, ...):
                              Yii's translations, the language's plurals and numbers;
                              date rules without "locale" read dates as it writes them.
                              A tag Yii has no messages for gives English, and a warning
      --skip-database-rules   do not run the rules that look records up in a database
                              (unique, exist), which the tool does not have; the report
                              names them. Without it, a schema with such rules is refused
      --jobs N                records validated in parallel by N jobs (default: the number
                              of processors); --jobs 1 validates on one thread
      --help, -h              show this help

    Progress goes to standard error when it is a terminal and the input is large.

    Exit status: 0 all records valid, 1 some invalid or unreadable, 2 usage, schema or input
    error, or output that could not be written.

    Example:
      model-validate validate --rules Examples/registration/rules.json --format text Examples/registration/users.ndjson
      model-validate validate --rules Examples/registration/rules.json --language de Examples/registration/users.ndjson

    """

    static let explain = """
    Usage: model-validate explain --rules SCHEMA.json [--scenario NAME] [--format text|json]
                                  [--language TAG]

    Shows what the schema does in each scenario (or only in NAME): the active, safe, unsafe
    and required attributes, and for each active attribute the rules that run on it, in run
    order, with their options. With --language, also the messages each rule can report, as
    templates in that language.

    Options:
      --rules FILE            the schema
      --scenario NAME         only this scenario
      --format text|json      text (default): a table per scenario; json: one object
      --language TAG          list the rules' messages in this language (de, pt-BR, ...);
                              the heading names the catalog they come from (de-AT, from
                              de). A tag Yii has no messages for gives English, and a warning
      --help, -h              show this help

    Exit status: 0 done, 2 usage or schema error.

    Example:
      model-validate explain --rules Examples/registration/rules.json --scenario admin
      model-validate explain --rules Examples/registration/rules.json --language ru

    """

    static let check = """
    Usage: model-validate check SCHEMA.json

    Checks a schema file and lists every problem with its JSON path, such as
    "rules[3].min: expected a number", one per line, then their count.

    Options:
      --help, -h              show this help

    Exit status: 0 the schema is sound, 2 it has problems or cannot be read.

    Example:
      model-validate check Examples/registration/rules.json

    """

    static let schema = """
    Usage: model-validate schema --rules SCHEMA.json [--scenario NAME]
                                 [--format json-schema|openapi] [--strict]

    Writes the rules of a scenario as a JSON Schema (draft 2020-12) for the documents that
    validate accepts: one property per safe attribute, with the types, lengths, patterns,
    lists and bounds its rules imply. The schema accepts every document the rules accept;
    what it cannot express (a comparison with another attribute, "when", the checks after a
    filter) is left out and listed in its "$comment" and by "model-validate explain".

    Options:
      --rules FILE            the schema file
      --scenario NAME         the scenario (default: "default"; openapi: every scenario)
      --format json-schema|openapi
                              json-schema (default); openapi: an OpenAPI 3.1 document with
                              one component schema per scenario
      --strict                forbid keys that are not safe attributes, as validate --strict
                              does ("additionalProperties": false)
      --help, -h              show this help

    Exit status: 0 done, 2 usage or schema error.

    Example:
      model-validate schema --rules Examples/signup/rules.json --strict

    """

    /// The help text of a command, by name.
    static func command(_ name: String) -> String? {
        switch name {
        case "validate": return validate
        case "explain": return explain
        case "check": return check
        case "schema": return schema
        case "eval": return eval
        case "help": return help
        default: return nil
        }
    }

    static let help = """
    Usage: model-validate help [COMMAND]      (also: model-validate --help [COMMAND], -h [COMMAND])

    Prints the help of COMMAND (validate, explain, check, schema, eval or help), the same
    text as "model-validate COMMAND --help"; without COMMAND, the overview of every command.

    Options:
      --help, -h              show this help

    Exit status: 0 done, 2 a name that is not a command.

    Example:
      model-validate help schema

    """

    static let eval = """
    Usage: model-validate eval [--schema] [FILE|-]

    Reads conformance case objects as NDJSON (one per line) and prints one result object per
    case, in order: validity, errors, errorSummary, attribute values after filters, safe,
    active and required attributes, and scenarios. A case's "language" key (such as "de")
    validates it in that application language. A line that is not valid JSON or not a valid
    case gives an "error" object for that line; processing continues.

    Options:
      --schema                add "jsonSchema": the JSON Schema of the case's rules and
                              scenario, as "model-validate schema" writes it
      --help, -h              show this help

    Exit status: 0 every line was read, 1 some line was not, 2 usage or input error.

    Example:
      echo '{"id":"t1","attributes":["email"],"rules":[{"attributes":["email"],"type":"required"}]}' | model-validate eval

    """
}
