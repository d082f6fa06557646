/// Writes a ``PatternNode`` tree as Swift `Regex` syntax for the fallback engine.
///
/// Every literal is written as `\u{...}` and every named class is spelled out, so the output
/// does not depend on Swift's own class definitions. Anchors are translated to keep this
/// library's semantics (`$` without `m` is `\z`). The regex runs with Unicode-scalar semantics;
/// in byte mode (no `u`) non-ASCII units are approximated by the scalar of the same value,
/// a documented gap of the fallback path.
struct SwiftRegexEmitter {
    let unicode: Bool

    func emit(_ node: PatternNode) -> String {
        switch node {
        case .empty:
            return ""
        case .unit(let set, let caseless):
            let text = emitClass(set)
            return caseless ? "(?i:\(text))" : text
        case .concat(let items):
            return items.map(emit).joined()
        case .alternation(let branches):
            return "(?:" + branches.map(emit).joined(separator: "|") + ")"
        case .group(let inner, let capturing, let name):
            if let name { return "(?<\(name)>\(emit(inner)))" }
            return (capturing ? "(" : "(?:") + emit(inner) + ")"
        case .quantified(let inner, let minimum, let maximum, let kind):
            var text = "(?:\(emit(inner)))"
            switch (minimum, maximum) {
            case (0, nil): text += "*"
            case (1, nil): text += "+"
            case (0, 1): text += "?"
            case (let low, nil): text += "{\(low),}"
            case (let low, let high?) where low == high: text += "{\(low)}"
            case (let low, let high?): text += "{\(low),\(high)}"
            }
            switch kind {
            case .greedy: break
            case .lazy: text += "?"
            case .possessive: text += "+"
            }
            return text
        case .anchor(let anchor):
            switch anchor {
            case .subjectStart: return "\\A"
            case .subjectEnd: return "\\z"
            case .subjectEndOrFinalNewline: return "(?=\\n?\\z)"
            case .lineStart: return "(?m:^)"
            case .lineEnd: return "(?=\\n|\\z)"
            case .wordBoundary: return "\\b"
            case .notWordBoundary: return "\\B"
            }
        case .look(let inner, let ahead, let negated):
            let opener = (ahead ? "(?" : "(?<") + (negated ? "!" : "=")
            return opener + emit(inner) + ")"
        case .atomic(let inner):
            return "(?>" + emit(inner) + ")"
        case .backreference(.number(let number)):
            return "\\g{\(number)}"
        case .backreference(.name(let name)):
            return "\\k<\(name)>"
        }
    }

    private func emitClass(_ set: CharClass) -> String {
        var text = set.isNegated ? "[^" : "["
        if set.items.isEmpty {
            // "[^]" (any unit) and "[]" (none) are not valid Swift syntax.
            return set.isNegated ? "[\\u{0}-\\u{10FFFF}]" : "[^\\u{0}-\\u{10FFFF}]"
        }
        for item in set.items {
            switch item {
            case .range(let low, let high):
                text += scalar(low)
                if high != low { text += "-" + scalar(high) }
            case .named(let name, let negated):
                text += (negated ? "[^" : "[") + namedBody(name) + "]"
            }
        }
        return text + "]"
    }

    private func scalar(_ value: UInt32) -> String {
        "\\u{" + String(value, radix: 16) + "}"
    }

    private func namedBody(_ name: NamedClass) -> String {
        switch name {
        case .horizontalSpace: return "\\u{9}\\u{20}\\u{a0}\\u{1680}\\u{180e}\\u{2000}-\\u{200a}\\u{202f}\\u{205f}\\u{3000}"
        case .verticalSpace: return "\\u{a}-\\u{d}\\u{85}\\u{2028}\\u{2029}"
        case .ascii: return "\\u{0}-\\u{7f}"
        case .blank: return unicode ? "\\u{9}\\p{Zs}" : "\\u{9}\\u{20}"
        case .cntrl: return "\\u{0}-\\u{1f}\\u{7f}"
        case .xdigit: return "0-9A-Fa-f"
        case .any: return "\\u{0}-\\u{10FFFF}"
        case .category(let category): return "\\p{\(category)}"
        case .cased: return "\\p{Lu}\\p{Ll}\\p{Lt}"
        default: break
        }
        if !unicode {
            switch name {
            case .digit: return "0-9"
            case .word: return "0-9A-Za-z_"
            case .space: return "\\u{9}-\\u{d}\\u{20}"
            case .alpha: return "A-Za-z"
            case .alnum: return "0-9A-Za-z"
            case .lower: return "a-z"
            case .upper: return "A-Z"
            case .graph: return "\\u{21}-\\u{7e}"
            case .print: return "\\u{20}-\\u{7e}"
            default: return "\\u{21}-\\u{2f}\\u{3a}-\\u{40}\\u{5b}-\\u{60}\\u{7b}-\\u{7e}" // punct
            }
        }
        switch name {
        case .digit: return "\\p{Nd}"
        case .word: return "\\p{L}\\p{N}_"
        case .space: return "\\p{Z}\\u{9}-\\u{d}\\u{85}\\u{2028}\\u{2029}\\u{180e}"
        case .alpha: return "\\p{L}"
        case .alnum: return "\\p{L}\\p{N}"
        case .lower: return "\\p{Ll}"
        case .upper: return "\\p{Lu}"
        case .graph: return "\\P{Z}&&\\P{C}"
        case .print: return "\\P{C}&&[^\\u{2028}\\u{2029}]"
        default: return "\\p{P}\\u{21}-\\u{2f}\\u{3a}-\\u{40}\\u{5b}-\\u{60}\\u{7b}-\\u{7e}" // punct
        }
    }
}
