import ModelValidationLocks
import Testing
@testable import ModelValidation

/// Many tasks at once on the package's shared mutable state (`LiveModel`, `ValidatedField`),
/// with invariants checked once they are done: no lost update, and errors that belong to the
/// values they describe. Run them under ThreadSanitizer too (`Docs/Reliability.md`, "Races"),
/// which sees the lock (`Locked`, a POSIX mutex) and reports any access outside it.
struct SharedStateStressTests {
    /// Rounds per test: each starts from fresh objects, so a rare interleaving gets many chances.
    static let rounds = 20

    /// A model with a counter that fails above 500 and an email.
    static func counterModel() throws -> DynamicModel {
        try DynamicModel(attributes: ["counter", "email"], rules: [
            Rule(["counter"], "integer", ["max": 500]),
            Rule(["email"], "email"),
        ])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func liveModelLosesNoUpdateAndItsErrorsDescribeItsValues() async throws {
        for _ in 0..<Self.rounds {
            var start = try Self.counterModel()
            _ = start.setValue(0, of: "counter")
            let live = LiveModel(start)
            try live.validateUpdates()
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for step in 0..<100 {
                            live.update { model in
                                let counter = model.value(of: "counter")?.intValue ?? 0
                                _ = model.setValue(.int(counter + 1), of: "counter")
                            }
                            if step.isMultiple(of: 10) {
                                let email: AttributeValue = task.isMultiple(of: 2) ? "ann@example.com" : "nope"
                                live.update { _ = $0.setValue(email, of: "email") }
                            }
                            _ = live.errors
                            if step.isMultiple(of: 25) { _ = try? await live.validateAsync() }
                        }
                    }
                }
            }
            #expect(live.model.value(of: "counter") == .int(800))
            var fresh = live.model
            _ = try fresh.validate()
            // The same failures per attribute; the order of attributes follows the order of changes.
            #expect(live.errors.attributes.sorted() == fresh.errors.attributes.sorted())
            for attribute in fresh.errors.attributes { #expect(live.errors[attribute] == fresh.errors[attribute]) }
            #expect(live.errors.first(for: "counter")?.code == "number.tooBig")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func validatedFieldKeepsTheErrorsOfItsLastValueAndTellsListenersLast() async throws {
        let values = ["", "ab", "abcd", "a", "abcdef"]
        for _ in 0..<Self.rounds {
            let field = try ValidatedField("", validators: [.required, .minLength(3)], validatesOnChange: true)
            let lastHeard = Locked<[ValidationError]?>(nil)
            let updates = field.errorUpdates
            let listener = Task {
                for await errors in updates { lastHeard.withLock { $0 = errors } }
            }
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for step in 0..<60 {
                            field.value = values[(task + step) % values.count]
                            _ = field.errors
                            if step.isMultiple(of: 7) { field.validate() }
                        }
                    }
                }
            }
            // Quiet now: the published errors are those of the current value.
            #expect(field.errors == field.check(field.value), "value \(field.value)")
            // And the listener hears them last (it may still be catching up).
            var waited = 0
            while lastHeard.withLock({ $0 }) != field.errors, waited < 1000 {
                try await Task.sleep(nanoseconds: 10_000_000)
                waited += 1
            }
            #expect(lastHeard.withLock { $0 } == field.errors, "value \(field.value)")
            listener.cancel()
        }
    }
}
