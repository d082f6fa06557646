import Testing
@testable import ModelValidation

/// The engine's box for a validator's value check: the check's answers, through closures made
/// for its own type; without a check, a box that passes nothing.
struct ValueCheckBoxTests {
    static func box(_ rule: Rule) throws -> ValueCheckBox {
        let check = try #require(try RuleSet([rule]).rules.first?.validator as? any ValueCheck)
        return ValueCheckBox.holding(check)
    }

    static func code(_ verdict: ValueCheckVerdict) -> String {
        switch verdict {
        case .passes: return "passes"
        case .fails(let failure): return failure.code
        case .undecided: return "undecided"
        }
    }

    @Test func aBoxWithoutACheckPassesNothing() {
        let box = ValueCheckBox()
        #expect(!box.passes(string: "a") && !box.passes(string: "") && !box.passes(int: 0))
        #expect(box.rewritten(string: " a ") == nil)
        #expect(Self.code(box.verdict(rejected: "a")) == "undecided")
        #expect(box.failure(int: 1) == nil && box.failureOfNull == nil && box.failureOfRejectedStrings == nil)
        #expect(!box.writesEmptyStringForNull)
    }

    @Test func required() throws {
        let box = try Self.box(Rule(["v"], "required"))
        #expect(box.passes(string: "a") && box.passes(string: " a") && box.passes(int: 0))
        #expect(!box.passes(string: "") && !box.passes(string: " \t"))
        #expect(Self.code(box.verdict(rejected: "")) == "required.blank")
        #expect(box.failureOfNull?.code == "required.blank")
        #expect(box.failureOfNull?.template == "{attribute} cannot be blank.")
    }

    @Test func stringLengths() throws {
        let box = try Self.box(Rule(["v"], "string", ["min": 3, "max": 5]))
        #expect(box.passes(string: "abc") && box.passes(string: "ééééé"))
        #expect(!box.passes(string: "ab") && !box.passes(string: "abcdef"))
        #expect(Self.code(box.verdict(rejected: "ab")) == "string.tooShort")
        #expect(Self.code(box.verdict(rejected: "abcdef")) == "string.tooLong")
        // An integer is left to the validator: the check neither passes it nor names its failure.
        #expect(!box.passes(int: 123))
        #expect(box.failure(int: 123) == nil)
    }

    /// An integer within integer bounds passes; out of them, the check names the failure.
    @Test func integerBounds() throws {
        let box = try Self.box(Rule(["v"], "integer", ["min": 1, "max": 10]))
        #expect(box.passes(int: 1) && box.passes(int: 10))
        #expect(!box.passes(int: 0) && !box.passes(int: 11))
        #expect(box.failure(int: 0)?.code == "number.tooSmall")
        #expect(box.failure(int: 11)?.code == "number.tooBig")
        #expect(box.failure(int: 5) == nil)
        // Bounds that are not integers are the validator's to decide.
        let fractional = try Self.box(Rule(["v"], "number", ["min": 1.5]))
        #expect(!fractional.passes(int: 2) && fractional.failure(int: 1) == nil)
    }

    /// `trim` passes a trimmed string, writes the trimmed form of another, and `""` for `null`.
    @Test func trim() throws {
        let box = try Self.box(Rule(["v"], "trim"))
        #expect(box.passes(string: "a b"))
        #expect(!box.passes(string: " a "))
        #expect(box.rewritten(string: " a ") == "a")
        #expect(box.writesEmptyStringForNull)
    }

    @Test func match() throws {
        let box = try Self.box(Rule(["v"], "match", ["pattern": "/^[a-z]+$/"]))
        #expect(box.passes(string: "abc") && !box.passes(string: "ABC"))
        #expect(Self.code(box.verdict(rejected: "ABC")) == "match.invalid")
    }
}
