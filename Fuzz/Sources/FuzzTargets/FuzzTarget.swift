/// One fuzzing target: a surface of the library that reads untrusted input, and what the
/// harness does with one input.
///
/// Every target must return normally for every input: a trap, a memory error, a hang or a
/// failed invariant (``Invariant/expect(_:_:)``) is a finding. Targets keep no state between
/// inputs except caches the library itself keeps and what a harness builds once because it does
/// not depend on the input (the CLI target's rules file), so one input always behaves the same.
public struct FuzzTarget: Sendable {
    /// The name given to `Fuzz/run` and the folder of its seeds under `Fuzz/Corpus/`.
    public let name: String
    /// What the target feeds and checks, for `Fuzz/run --list`.
    public let summary: String
    /// The longest input worth trying (libFuzzer's `-max_len`).
    public let maxLength: Int
    /// Runs one input.
    public let run: @Sendable (_ input: [UInt8]) -> Void

    /// Every target, in the order `Fuzz/run --list` prints them.
    public static let all: [FuzzTarget] = [
        JSONTarget.target, SchemaTarget.target, PatternTarget.target, DateTarget.target,
        MessageTarget.target, ZoneFileTarget.target, ZoneRuleTarget.target, CLITarget.target, AddressTarget.target,
        LanguageTarget.target, TypedTarget.target, TwinTarget.target,
    ]

    /// The target with a name, if any.
    ///
    /// - Parameter name: A target's ``name``.
    /// - Returns: The target.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
