import Testing
@testable import ModelValidationPatterns

/// The DFA's cache: states interned once and found again, emptied when full; symbols for
/// scalars beyond a byte given on first sight and shared by scalars the classes cannot tell apart.
struct LazyDFAStatesTests {
    static func program(_ body: String, unicode: Bool = false) throws -> ByteProgram {
        try ByteProgram(node: Parse.body(body, unicode: unicode), unicode: unicode, anchored: false)
    }

    static func search(_ program: ByteProgram, _ subject: String, limit: Int = LazyDFA.memoryLimit) -> (Bool, LazyDFA) {
        Array(subject.utf8).withUnsafeBufferPointer { bytes in
            var dfa = LazyDFA(program: program, subject: bytes, limit: limit)
            return (dfa.search(), dfa)
        }
    }

    /// A subject that walks a loop of states builds each of them once.
    @Test func statesAreInternedOnce() throws {
        let program = try Self.program("(?:ab)+c")
        let (short, few) = Self.search(program, "ababc")
        let (long, same) = Self.search(program, String(repeating: "ab", count: 1_000) + "c")
        #expect(short && long)
        #expect(few.offsets.count == same.offsets.count)
        #expect(same.flushes == 0)
        #expect(same.transitions.count == same.offsets.count * same.stride)
    }

    /// 400 units drawn at random from `a` and `b`, then `c`: each position opens a window of
    /// nine units, so hundreds of states.
    static var randomSubject: String {
        var generator = PCREPatternEngineTests.Generator(state: 42)
        return (0..<400).map { _ in Bool.random(using: &generator) ? "a" : "b" }.joined() + "c"
    }

    /// A cache too small for the states a subject needs is emptied and built again, and the
    /// answers stay those of the NFA simulation.
    @Test func aFullCacheIsFlushed() throws {
        let program = try Self.program("(?:a|b)*a(?:a|b){8}c")
        let subject = Self.randomSubject
        let (roomy, unflushed) = Self.search(program, subject)
        let (cramped, flushed) = Self.search(program, subject, limit: 300)
        #expect(unflushed.flushes == 0)
        #expect(flushed.flushes > 0)
        #expect(roomy == cramped)
        #expect(cramped == Array(subject.utf8).withUnsafeBufferPointer { program.matches($0) })
    }

    /// Scalars from 256 on get a symbol when first met; scalars alike for every class share one.
    @Test func wideScalarsGetSymbolsOnFirstSight() throws {
        let program = try Self.program("[α-ω]+z", unicode: true)
        let (found, dfa) = Self.search(program, "αβγz")
        #expect(found)
        #expect(Set(dfa.wideSymbols.keys) == [0x3B1, 0x3B2, 0x3B3])
        #expect(dfa.signatureSymbols.count == 1)
        #expect(dfa.symbolCount == program.alphabet.byteSymbolCount + 1)
        let (_, mixed) = Self.search(program, "αЖz")
        #expect(mixed.signatureSymbols.count == 2)
    }

    /// The table of states is a hash table: growing past half full rehashes it.
    @Test func theStateTableGrows() throws {
        let program = try Self.program("(?:a|b)*a(?:a|b){8}c")
        let (_, dfa) = Self.search(program, Self.randomSubject)
        #expect(dfa.offsets.count > 32)
        #expect(dfa.slots.count >= dfa.offsets.count * 2)
        #expect(dfa.slots.count.nonzeroBitCount == 1)
        #expect(dfa.slots.filter { $0 >= 0 }.count == dfa.offsets.count)
    }
}
