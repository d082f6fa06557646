/// The tool's help texts.
enum HelpText {
    static let main = """
    model-validate: validate JSON documents against Yii-style rules.

    Usage:
      model-validate validate --rules SCHEMA.json [--scenario NAME] [FILE...|-]
      model-validate eval [FILE|-]
      model-validate --version

    Run "model-validate COMMAND --help" for a command's options.

    """

    static let validate = """
    Usage: model-validate validate --rules SCHEMA.json [--scenario NAME] [FILE...|-]

    Validates each record (a JSON object, a JSON array of objects, or NDJSON) against the
    schema's rules after massive assignment in the scenario, and prints one JSON line per
    record: its location, validity, errors with codes and messages, refused keys and the
    attribute values after filters. Reads standard input when no file (or "-") is given.

    Options:
      --rules FILE      the schema: {"attributes", "labels", "rules", "scenarios"}
      --scenario NAME   the scenario (default: "default")
      --help            show this help

    Exit status: 0 all records valid, 1 some invalid, 2 usage, schema or input error.

    Example:
      model-validate validate --rules Examples/registration/rules.json Examples/registration/users.ndjson

    """

    static let eval = """
    Usage: model-validate eval [FILE|-]

    Reads conformance case objects as NDJSON (one per line) and prints one result object per
    case, in order: validity, errors, errorSummary, attribute values after filters, safe,
    active and required attributes, and scenarios. A line that is not valid JSON or not a
    valid case gives an "error" object for that line; processing continues.

    Options:
      --help            show this help

    Example:
      echo '{"id":"t1","attributes":["email"],"rules":[{"attributes":["email"],"type":"required"}]}' | model-validate eval

    """
}
