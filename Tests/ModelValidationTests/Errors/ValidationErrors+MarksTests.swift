import Testing
@testable import ModelValidation

/// Where an attribute's failures stood before a validator ran, and the failures added since
/// whose template is the application's own wording.
struct ValidationErrorsMarksTests {
    static func failure(_ attribute: String, _ template: String) -> ValidationError {
        ValidationError(attribute: attribute, code: "c", template: template, arguments: [:])
    }

    @Test func marks() {
        var errors = ValidationErrors()
        let empty = errors.mark(for: "a")
        #expect((empty.keys, empty.position, empty.count) == (0, nil, 0))
        errors.add(Self.failure("b", "T"))
        errors.add(Self.failure("a", "T"))
        errors.add(Self.failure("a", "U"))
        let mark = errors.mark(for: "a")
        #expect((mark.keys, mark.position, mark.count) == (2, 1, 2))
        #expect(errors.mark(for: "z").position == nil)
    }

    /// Only failures added since the mark, to the marked attribute or to keys that had none,
    /// are marked, and only those whose template is one of the texts.
    @Test func applicationTemplatesAddedSinceAMark() {
        var errors = ValidationErrors()
        errors.add(Self.failure("a", "T"))
        errors.add(Self.failure("b", "T"))
        let mark = errors.mark(for: "a")
        errors.add(Self.failure("a", "T"))
        errors.add(Self.failure("a", "V"))
        errors.add(Self.failure("b", "T"))
        errors.add(Self.failure("c", "T"))
        errors.markApplicationTemplates(["T"], addedSince: mark)
        #expect(errors["a"].map(\.origin) == [.builtIn, .application, .builtIn])
        #expect(errors["b"].map(\.origin) == [.builtIn, .builtIn])
        #expect(errors["c"].map(\.origin) == [.application])
    }
}
