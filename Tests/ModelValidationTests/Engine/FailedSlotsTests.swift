import Testing
@testable import ModelValidation

/// Adds its failure to another attribute than the one it validates.
private struct Blames: Validator {
    let target: String
    var skipsOnEmptyByDefault: Bool { false }

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        model.addError(target, message: "\(attribute) blames \(target).")
    }
}

/// Removes the errors of another attribute.
private struct Forgives: Validator {
    let target: String
    var skipsOnEmptyByDefault: Bool { false }

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        model.clearErrors(target)
    }
}

/// Replaces the rule set of the dynamic model it validates.
private struct ReplacesRules: Validator {
    var skipsOnEmptyByDefault: Bool { false }

    func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        guard var dynamic = model as? DynamicModel, let rules = try? RuleSet([Rule(["a"], "email")]) else { return }
        dynamic.ruleSet = rules
        model = dynamic as! M
    }
}

struct FailedSlotsTests {
    /// The validation holds the rule set it started with: a validator that replaces the
    /// model's (the only reference to the old one) leaves the running plan whole, and the next
    /// validation runs the new rules.
    @Test func aValidatorThatReplacesTheRuleSetLeavesTheRunningPlanWhole() throws {
        var model = try DynamicModel(attributes: ["a", "b"], rules: [
            Rule(["a"], validator: ReplacesRules()),
            Rule(["a", "b"], "required"),
            Rule(["b"], "string", ["min": 3]),
        ])
        _ = model.setValue("xy", of: "b")
        #expect(try model.validate() == false)
        #expect(model.errors.all.map(\.code) == ["required.blank", "string.tooShort"])
        _ = model.setValue("nowhere", of: "a")
        #expect(try model.validate() == false)
        #expect(model.errors.all.map(\.code) == ["email.invalid"])
    }

    @Test func theSlotsTheLoopGaveErrorsAreSkippedByLaterRules() throws {
        var model = try DynamicModel(attributes: ["a", "b"], rules: [
            Rule(["a", "b"], "required"),
            Rule(["a", "b"], "string", ["min": 3]),
        ])
        _ = model.setValue("xy", of: "b")
        #expect(try model.validate() == false)
        // `a` failed `required` and is skipped by `string`; `b` passed it and failed `string`.
        #expect(model.errors["a"].map(\.code) == ["required.blank"])
        #expect(model.errors["b"].map(\.code) == ["string.tooShort"])
    }

    @Test func anErrorACustomValidatorAddsToAnotherAttributeIsSeen() throws {
        var model = try DynamicModel(attributes: ["a", "b"], rules: [
            Rule(["a"], validator: Blames(target: "b")),
            Rule(["b"], "required"),
        ])
        #expect(try model.validate() == false)
        // `required` skips `b`: the custom validator gave it an error, which only a lookup by
        // name can know.
        #expect(model.errors["b"].map(\.message) == ["a blames b."])
        #expect(model.errors.attributes == ["b"])
    }

    @Test func anErrorACustomValidatorRemovesIsForgotten() throws {
        var model = try DynamicModel(attributes: ["a", "b"], rules: [
            Rule(["b"], "required"),
            Rule(["a"], validator: Forgives(target: "b")),
            Rule(["b"], "required", message: "{attribute} is still blank."),
        ])
        #expect(try model.validate() == false)
        // The second `required` runs on `b` again: its first error was removed.
        #expect(model.errors["b"].map(\.message) == ["B is still blank."])
    }

    @Test func errorsThereBeforeTheLoopAreSeen() throws {
        var model = try DynamicModel(attributes: ["a"], rules: [Rule(["a"], "required")])
        model.addError("a", message: "Taken.")
        #expect(try model.validate(clearErrors: false) == false)
        #expect(model.errors["a"].map(\.message) == ["Taken."])
    }

    @Test func aDateThatWritesItsTimestampElsewhereEndsTheBits() throws {
        var model = try DynamicModel(attributes: ["day", "stamp"], rules: [
            Rule(["day"], "date", ["format": "php:Y-m-d", "timestampAttribute": "stamp"]),
            Rule(["stamp"], "integer"),
        ])
        _ = model.setValue("2026-11-24", of: "day")
        #expect(try model.validate() == true)
        #expect(model.value(of: "stamp") == .int(1_795_478_400))
        let built = try RuleSet([Rule(["day"], "date", ["format": "php:Y-m-d", "timestampAttribute": "stamp"])])
        let step = try #require(built.scenario(named: "default")?.plan.steps.first)
        #expect(!step.mode.contains(.addsOnlyOwnErrors))
        let plain = try RuleSet([Rule(["day"], "date", ["format": "php:Y-m-d"]), Rule(["day"], validator: Blames(target: "x"))])
        let steps = try #require(plain.scenario(named: "default")?.plan.steps)
        #expect(steps.map { $0.mode.contains(.addsOnlyOwnErrors) } == [true, false])
    }

    @Test func theBitsSayNothingBeyondSixtyFourSlotsOrOnceTheyAreNotExact() {
        var failed = FailedSlots(errors: ValidationErrors())
        #expect(failed.hasErrors(3) == false)
        #expect(failed.hasErrors(64) == nil)
        failed.isExact = false
        #expect(failed.hasErrors(3) == nil)
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "a", message: "No."))
        #expect(FailedSlots(errors: errors).hasErrors(0) == nil)
    }

    /// Errors there before the loop (a failed assignment's) mark the slots of their keys, byte
    /// for byte; a key that names no slot marks none, and the bits stay exact.
    @Test func errorsThereBeforeTheLoopMarkTheirSlots() {
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "a", message: "No."))
        errors.add(ValidationError(attribute: ValidationErrors.modelKey, message: "Expired."))
        errors.add(ValidationError(attribute: "e\u{301}", message: "No."))
        let names = ["b", "a", "é", "e\u{301}"]
        var failed = FailedSlots(errors: errors)
        names.withUnsafeBufferPointer { failed.markSlots(of: errors, names: $0) }
        #expect(failed.isExact)
        #expect(failed.keys == 3)
        #expect((0..<4).map { failed.hasErrors($0) } == [false, true, false, true])
    }

    /// A key with a path of its own (a nested model's, an element's) may make a shorter name
    /// have errors: the bits stay inexact and the loop looks names up.
    @Test func errorsWithPathsBeforeTheLoopLeaveTheBitsInexact() {
        var errors = ValidationErrors()
        var error = ValidationError(attribute: "items.2.sku", message: "Unknown product.")
        error.path = ["items", 2, "sku"]
        errors.add(error)
        var failed = FailedSlots(errors: errors)
        ["items"].withUnsafeBufferPointer { failed.markSlots(of: errors, names: $0) }
        #expect(failed.hasErrors(0) == nil)
        // Looked up by name instead, parts included.
        #expect(["items"].withUnsafeBufferPointer { failed.lookUp(0, names: $0, errors: errors) })
        #expect(!failed.isExact)
    }

    /// The first lookup the bits cannot answer marks the slots from the errors as they are
    /// then, forgetting bits the errors no longer back; later ones need no lookup.
    @Test func theFirstLookUpMarksTheSlotsFromTheErrorsAsTheyAre() {
        var errors = ValidationErrors()
        errors.add(ValidationError(attribute: "b", message: "No."))
        var failed = FailedSlots(errors: ValidationErrors())
        failed.bits = 1
        failed.isExact = false
        ["a", "b", "c"].withUnsafeBufferPointer { names in
            #expect(failed.lookUp(2, names: names, errors: errors) == false)
        }
        #expect(failed.wereMarked && failed.isExact)
        #expect((0..<3).map { failed.hasErrors($0) } == [false, true, false])
    }

    /// A model that starts its validation with errors (as one whose assignment failed does):
    /// the rules that skip on error pass over their attribute, the others still run, and an
    /// attribute that fails later is skipped by its later rules.
    @Test func errorsThereBeforeTheLoopAreSkippedAndLaterFailuresCounted() throws {
        var model = try DynamicModel(attributes: ["a", "b"], rules: [
            Rule(["a", "b"], "required"),
            Rule(["a", "b"], "string", ["min": 3]),
        ])
        model.addError("a", message: "Taken.")
        model.addError(ValidationErrors.modelKey, message: "Expired.")
        #expect(try model.validate(clearErrors: false) == false)
        #expect(model.errors["a"].map(\.message) == ["Taken."])
        #expect(model.errors["b"].map(\.code) == ["required.blank"])
        #expect(model.errors.attributes == ["a", ValidationErrors.modelKey, "b"])
    }
}
