@testable import ModelValidationMessages
import ModelValidationValues
import ModelValidationJSON

/// A message template and its arguments: Yii's choice between ICU MessageFormat and plain
/// substitution, ICU plural, select and number formatting, and attribute labels.
///
/// Input: the template on the first line; the arguments after it as a JSON object, or, when
/// the rest is not one, a fixed set (`attribute`, `min`, `max`, `value`, `n`) whose numbers come
/// from the rest's bytes.
///
/// Checks: without arguments the template comes back unchanged; a failed ICU format returns the
/// template; a template without `{` comes back unchanged; a template that is not ICU and names
/// none of the arguments comes back unchanged; `format` and `formatReportingFailure` agree.
enum MessageTarget {
    static let target = FuzzTarget(
        name: "message", summary: "YiiMessageFormatter (ICU MessageFormat, substitution) with arguments; identities",
        maxLength: 1024, run: run)

    static func run(_ input: [UInt8]) {
        var parts = FuzzInput(input)
        let template = FuzzInput.text(parts.line())
        let rest = parts.rest()
        let arguments = Self.arguments(rest)
        let formatter = YiiMessageFormatter.english

        let result = formatter.formatReportingFailure(template, arguments: arguments)
        Invariant.expect(formatter.format(template, arguments: arguments).utf8.elementsEqual(result.message.utf8),
                         "format and formatReportingFailure disagree")
        if result.failed {
            Invariant.expect(result.message.utf8.elementsEqual(template.utf8), "a failed format does not return the template")
        }
        if !template.utf8.contains(UInt8(ascii: "{")) {
            Invariant.expect(result.message.utf8.elementsEqual(template.utf8),
                             "a template without placeholders changed: \(Invariant.quoted(template)) -> \(Invariant.quoted(result.message))")
        }
        if !YiiMessageFormatter.usesICU(template),
           !arguments.entries.contains(where: { template.utf8.contains(subsequence: Array("{\($0.name)}".utf8)) }) {
            Invariant.expect(result.message.utf8.elementsEqual(template.utf8), "a template naming no argument changed")
        }
        let bare = formatter.formatReportingFailure(template, arguments: MessageArguments())
        Invariant.expect(bare.message.utf8.elementsEqual(template.utf8) && !bare.failed, "without arguments the template changed")
        _ = AttributeLabel.generate(template)
    }

    /// The arguments the rest of the input gives.
    static func arguments(_ rest: ArraySlice<UInt8>) -> MessageArguments {
        var arguments = MessageArguments()
        if case .object(let object)? = try? JSONReader.parse(rest, maxDepth: 8) {
            for (name, value) in zip(object.keys, object.values) { arguments.set(name, value) }
            return arguments
        }
        var number = 0
        for byte in rest.prefix(8) { number = number << 8 | Int(byte) }
        arguments.set("attribute", .string("Name"))
        arguments.set("min", .int(number))
        arguments.set("max", .double(Double(number) / 7))
        arguments.set("value", .string(FuzzInput.text(rest)))
        arguments.set("n", .int(number &- 1_000_000))
        return arguments
    }
}

extension Sequence where Element: Equatable {
    /// Whether `needle` occurs as a contiguous run.
    func contains(subsequence needle: [Element]) -> Bool {
        let haystack = Array(self)
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
