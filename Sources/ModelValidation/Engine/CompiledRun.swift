import ModelValidationValues

/// What a validation runs in one scenario: the scenario's plan and the program compiled for the
/// model's attributes, kept with the rule set for the first typed model type (or list of names
/// of dynamic models) and scenario validated with it (see
/// ``RuleSet/unretainedRun(for:names:scenario:)``).
///
/// Finding them anew took the scenario's name through the rule set's name index, then the type
/// through the plan's cache of compiled programs: about 190 instructions a typed validation
/// (160 a dynamic one), a twentieth of a valid record's on the benchmark's workload. A rule set
/// is nearly always used by one model type (or one template's names) in one scenario at a time,
/// so one kept answer, compared by type, by the storage of the names and by the representation
/// of the scenario's name, serves almost every validation; any other goes the long way.
/// Immutable.
@usableFromInline
final class CompiledRun: Sendable {
    /// The model type.
    let type: ObjectIdentifier
    /// A dynamic model's names (`nil` for a typed model), held so that their storage, by
    /// which they are compared, is not reused for other names while the run is kept.
    let names: [String]?
    /// The scenario's name, held: a name's storage (one longer than fifteen bytes) is then not
    /// freed and reused for another name while the run is kept.
    let scenario: String
    /// The scenario's plan.
    @usableFromInline let plan: ValidationPlan
    /// The program compiled for the type (or the names), held: the plan's cache keeps it too,
    /// unless the cache was full.
    @usableFromInline let published: PositionCache.Published

    init(type: ObjectIdentifier, names: [String]?, scenario: String, plan: ValidationPlan, published: PositionCache.Published) {
        self.type = type
        self.names = names
        self.scenario = scenario
        self.plan = plan
        self.published = published
    }

    /// Whether this is the run of `type` (with `names`) in the scenario named `scenario`: the
    /// same type, the same storage of names, and the very representation of the scenario's name
    /// (a short name's bytes held inline, or the same storage). `false` says nothing: the
    /// scenario is then looked up by its bytes.
    func matches(_ type: ObjectIdentifier, _ names: [String]?, _ scenario: UnsafePointer<String>) -> Bool {
        guard type == self.type && PHPSemantics.sameRepresentation(self.scenario, scenario.pointee) else { return false }
        switch (names, self.names) {
        case (nil, nil): return true
        case let (given?, kept?): return given.sharesStorage(with: kept)
        default: return false
        }
    }
}

extension RuleSet {
    /// The run kept for `type` (a dynamic model's: for its `names`) in the scenario named
    /// `scenario` (see ``CompiledRun``), with no reference counted: valid while this rule set
    /// (or a copy of it) lives. `nil` when another type, list of names or scenario was
    /// validated first with this rule set, or none yet.
    @usableFromInline
    func unretainedRun(for type: ObjectIdentifier, names: [String]?, scenario: UnsafePointer<String>) -> Unmanaged<CompiledRun>? {
        keptRun(matching: type, names, scenario)
    }

    /// ``unretainedRun(for:names:scenario:)`` for a typed model (no names): one argument
    /// fewer to pass and compare on every validation.
    @usableFromInline
    func unretainedRun(for type: ObjectIdentifier, scenario: UnsafePointer<String>) -> Unmanaged<CompiledRun>? {
        keptRun(matching: type, nil, scenario)
    }

    /// The kept run when it matches (see ``CompiledRun/matches(_:_:_:)``), inlined into both
    /// lookups so that the typed one compares no names.
    @inline(__always)
    private func keptRun(matching type: ObjectIdentifier, _ names: [String]?, _ scenario: UnsafePointer<String>) -> Unmanaged<CompiledRun>? {
        guard let run = keptRun.unretainedValue, run._withUnsafeGuaranteedRef({ $0.matches(type, names, scenario) }) else {
            return nil
        }
        return run
    }

    /// Keeps the run of `type` (with `names`) in `scenario`, with the program `published`
    /// compiled for it, unless the rule set keeps one already (the first is kept for good).
    @usableFromInline
    func keepRun(for type: ObjectIdentifier, names: [String]?, scenario: Unmanaged<ResolvedScenario.Storage>,
                 published: Unmanaged<PositionCache.Published>) {
        guard keptRun.unretainedValue == nil else { return }
        scenario._withUnsafeGuaranteedRef { scenario in
            _ = keptRun.publish(CompiledRun(type: type, names: names, scenario: scenario.name, plan: scenario.plan,
                                        published: published.takeUnretainedValue()))
        }
    }
}
