import Testing
@testable import ModelValidation

/// The positions of a plan's attributes and the program compiled for them, kept per model type
/// (and per list of names), the first entry published once, at most 16 kept.
struct PositionCacheTests {
    static let plan: ValidationPlan = {
        let rules = try! RuleSet([Rule(["a"], "required")])
        return ValidationPlan(targets: ["a"], ruleIndices: [0], rules: rules.rules)
    }()

    static func entry(_ type: ObjectIdentifier, names: [String]? = nil) -> PositionCache.Entry {
        PositionCache.Entry(type: type, names: names, positions: SlotPositions(),
                            program: InPlaceProgram(steps: plan.steps, positions: SlotPositions(), placement: .nowhere, labels: []))
    }

    struct One {}
    struct Two {}

    @Test func anEntryIsMadeOnceAndFoundAgain() {
        let cache = PositionCache()
        let one = ObjectIdentifier(One.self)
        var made = 0
        let first = cache.entry(for: one, names: nil) { made += 1; return Self.entry(one) }
        let again = cache.entry(for: one, names: nil) { made += 1; return Self.entry(one) }
        #expect(made == 1)
        #expect(first === again)
        #expect(cache.count == 1)
        #expect(cache.unretainedFirst(for: one, names: nil)?.takeUnretainedValue() === first)
        #expect(cache.unretainedFirst(for: ObjectIdentifier(Two.self), names: nil) == nil)
    }

    /// Lists of names match by their storage: equal names in another array are another entry.
    @Test func namesMatchByTheirStorage() {
        let cache = PositionCache()
        let type = ObjectIdentifier(One.self)
        let names = ["a", "b"]
        let copy = names
        let other = Array(["a", "b"].reversed().reversed())
        let entry = cache.entry(for: type, names: names) { Self.entry(type, names: names) }
        #expect(cache.entry(for: type, names: copy) { Self.entry(type, names: copy) } === entry)
        #expect(cache.entry(for: type, names: other) { Self.entry(type, names: other) } !== entry)
        #expect(cache.count == 2)
    }

    /// Beyond the limit, entries are made per validation and not kept.
    @Test func atMostSixteenAreKept() {
        let cache = PositionCache()
        let types: [Any.Type] = [Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self,
                                 UInt32.self, UInt64.self, Float.self, Double.self, String.self, Bool.self, Character.self,
                                 Substring.self, One.self, Two.self]
        for type in types.map(ObjectIdentifier.init) { _ = cache.entry(for: type, names: nil) { Self.entry(type) } }
        #expect(PositionCache.limit == 16)
        #expect(cache.count == 16)
        var made = 0
        _ = cache.entry(for: ObjectIdentifier(Two.self), names: nil) { made += 1; return Self.entry(ObjectIdentifier(Two.self)) }
        #expect(made == 1)
    }
}
