/// The arguments of one command, split into options, flags and operands.
struct ParsedArguments {
    var options: [String: String] = [:]
    var flags: Set<String> = []
    var operands: [String] = []
}

/// A command-line mistake: reported on standard error with exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A small parser for `--name value`, `--name=value`, `--flag`, `--` and operands (`-` is an
/// operand: standard input). An option takes one value: given twice, it is refused; a flag
/// given twice is the flag.
enum ArgumentParser {
    static func parse(_ arguments: [String], options: Set<String>, flags: Set<String>) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" { onlyOperands = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            // `-h` is `--help` wherever a command takes `--help`.
            if name == "-h", flags.contains("--help") { name = "--help" }
            if options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                // A second value would silently replace the first (`--rules a.json --rules
                // b.json` validating against b.json alone): which one was meant is not ours to guess.
                if let first = parsed.options[name] {
                    throw UsageError(message: "\(name) is given twice (\"\(first)\" and \"\(value)\"); give it once")
                }
                parsed.options[name] = value
            } else if flags.contains(name) {
                // `--strict=yes` is a known flag given a value, not an unknown option.
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                parsed.flags.insert(name)
            } else {
                throw UsageError(message: "unknown option \(name)")
            }
        }
        return parsed
    }
}
