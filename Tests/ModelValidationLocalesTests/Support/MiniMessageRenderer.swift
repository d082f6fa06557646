@testable import ModelValidationLocales

/// A number argument as PHP hands it to ICU.
enum NumberArgument: Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)

    /// PHP's string conversion (plain substitution): `3`, `2.5`, `1` for 1.0.
    var description: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }
}

/// Renders the message shapes of Yii's string-length messages and of simple custom messages,
/// enough to check catalogs, plural rules and number formats together against strings the
/// real Yii produced. It is a test aid, not the package's message formatter: it knows
/// `{name}`, `{name, number}` and `{name, plural, …}` with `=N` and keyword variants and `#`,
/// without nesting or apostrophe quoting.
///
/// As in Yii, a template with a typed argument (`{x,`) is formatted the ICU way (numbers with
/// the locale's symbols, plural categories from its rules); any other is a plain substitution.
func renderMiniMessage(_ template: String, label: String, arguments: [String: NumberArgument], locale: MessageLocale) -> String {
    let isICU = template.contains(", number}") || template.contains(", plural,")
    var output = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
        output += rest[..<open]
        guard let (name, kind, body, after) = scanArgument(rest[open...]) else { return output + rest[open...] }
        rest = after
        if name == "attribute" {
            output += label
            continue
        }
        guard let value = arguments[name] else {
            output += "{\(name)}"
            continue
        }
        switch kind {
        case "":
            output += isICU ? format(value, locale) : value.description
        case "number":
            output += format(value, locale)
        case "plural":
            output += selectPlural(body, value: value, locale: locale)
        default:
            output += "?"
        }
    }
    return output + rest
}

private func format(_ value: NumberArgument, _ locale: MessageLocale) -> String {
    switch value {
    case .int(let int): return locale.format(int)
    case .double(let double): return locale.format(double)
    }
}

/// `{name}`, `{name, kind}` or `{name, kind, body}` at the start of `text`, balanced braces.
private func scanArgument(_ text: Substring) -> (String, String, Substring, Substring)? {
    var depth = 0
    for index in text.indices {
        if text[index] == "{" { depth += 1 }
        if text[index] == "}" {
            depth -= 1
            if depth == 0 {
                let inside = text[text.index(after: text.startIndex)..<index]
                let parts = inside.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
                let name = parts[0].trimmingSpaces
                let kind = parts.count > 1 ? parts[1].trimmingSpaces : ""
                let body = parts.count > 2 ? parts[2] : ""
                return (name, kind, body, text[text.index(after: index)...])
            }
        }
    }
    return nil
}

/// Picks the `=N` variant, else the category's, else `other`; `#` becomes the formatted number.
private func selectPlural(_ body: Substring, value: NumberArgument, locale: MessageLocale) -> String {
    var variants: [(String, Substring)] = []
    var rest = body
    while let open = rest.firstIndex(of: "{") {
        let key = rest[..<open].trimmingSpaces
        var depth = 0
        var close = open
        for index in rest[open...].indices {
            if rest[index] == "{" { depth += 1 }
            if rest[index] == "}" { depth -= 1; if depth == 0 { close = index; break } }
        }
        variants.append((key, rest[rest.index(after: open)..<close]))
        rest = rest[rest.index(after: close)...]
    }
    let exact: String
    let category: PluralCategory
    switch value {
    case .int(let int):
        exact = "=\(int)"
        category = locale.pluralCategory(for: int)
    case .double(let double):
        exact = double == double.rounded() ? "=\(Int(double))" : "=\(double)"
        category = locale.pluralCategory(for: double)
    }
    let chosen = variants.first { $0.0 == exact } ?? variants.first { $0.0 == category.keyword } ?? variants.first { $0.0 == "other" }
    return (chosen?.1 ?? "").replacingPound(with: format(value, locale))
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    func replacingPound(with text: String) -> String {
        var result = ""
        for character in self { if character == "#" { result += text } else { result.append(character) } }
        return result
    }
}
