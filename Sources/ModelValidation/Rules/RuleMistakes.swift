/// Every mistake in the parameters of a rule that did not build, found by reading them again with
/// each faulty parameter set aside.
///
/// A factory stops at the first mistake it throws, so the parameters are read again, each
/// faulty one reading as absent (a missing one the built-in factories note and read past,
/// ``RuleParameters/noteMissing(_:_:)``), until the factory reads to the end (the keys it left
/// unread are then the unknown ones) or stops where reading again cannot go further: at a
/// mistake in no parameter (a record store that is not registered, a missing parameter a
/// factory of one's own does not read past), or in one set aside already. A mistake is listed
/// once, in the order the factory reads the parameters, the unknown keys last in the order
/// they are written.
///
/// Reading on after a mistake must not list its consequences: what a factory finds after it has
/// read a parameter set aside, or noted a mistake it reads on without
/// (``RuleParameters/note(_:isolated:)``), may follow from it, as `min` of a `date` rule read
/// with the default format when `format` is faulty. From that point only mistakes in a value
/// alone (``RuleError/concernsItsValueAlone``) are listed; the others set their parameter aside
/// unlisted, which only keeps it from being reported as unknown. Before that point the factory
/// has seen what it would see were the faulty parameters mended, so whatever it finds is a
/// mistake of the rule.
///
/// Only a rule that does not build is read again, and a rule that builds is built once. A
/// faulty child rule or nested schema is set aside with its parameter after the reading that
/// found it, so it too is built once however deep it sits; a sound one inside a faulty rule is
/// built again with each reading.
struct RuleMistakes {
    /// The mistakes found, in order.
    private(set) var found: [RuleError] = []
    /// The parameters set aside: each holds a mistake listed or left out as a consequence.
    private(set) var setAside: Set<NameKey> = []
    /// The rule's parameter keys.
    private let keys: [String]
    /// The prefix of the keys in error paths (`rule.` inside `each`).
    private let keyPrefix: String

    /// Starts the list for a rule with parameters `keys`.
    init(keys: [String], keyPrefix: String) {
        self.keys = keys
        self.keyPrefix = keyPrefix
    }

    /// Takes in the mistakes of one reading of the parameters.
    ///
    /// - Parameters:
    ///   - parameters: The parameters as the factory left them.
    ///   - thrown: What the factory threw, or `nil` when it returned.
    /// - Returns: Whether reading again (with ``setAside``) can find more.
    mutating func take(_ parameters: RuleParameters, thrown: RuleError?) -> Bool {
        var faulty: [NameKey] = []
        for (noted, isPastAMistake) in parameters.noted {
            for mistake in noted.everyMistake { list(mistake, isPastAMistake: isPastAMistake) }
            if let key = parameterKey(of: noted) { faulty.append(key) }
        }
        defer { setAside.formUnion(faulty) }
        if let thrown, !parameters.isReadToTheEnd {
            for mistake in thrown.everyMistake { list(mistake, isPastAMistake: parameters.isPastAMistake) }
            guard let key = parameterKey(of: thrown), !setAside.contains(key) else { return false }
            faulty.append(key)
            return true
        }
        for key in parameters.unreadKeys where !setAside.contains(NameKey(key)) && !faulty.contains(NameKey(key)) {
            list(parameters.unknownKeyError(key), isPastAMistake: false)
        }
        return false
    }

    /// Lists `mistake` unless it may follow from an earlier one, or was listed already.
    private mutating func list(_ mistake: RuleError, isPastAMistake: Bool) {
        if isPastAMistake && !mistake.concernsItsValueAlone { return }
        if let key = parameterKey(of: mistake), setAside.contains(key) { return }
        if found.contains(mistake) { return }
        found.append(mistake)
    }

    /// The parameter `mistake` is in (`schema` for `schema.rules[0].min`), if it names one.
    private func parameterKey(of mistake: RuleError) -> NameKey? {
        guard let full = mistake.key?.utf8, full.starts(with: keyPrefix.utf8) else { return nil }
        let key = full.dropFirst(keyPrefix.utf8.count)
        var best: String?
        for candidate in keys where key.starts(with: candidate.utf8) && candidate.utf8.count > best?.utf8.count ?? -1 {
            let next = key.dropFirst(candidate.utf8.count).first
            if next == nil || next == UInt8(ascii: ".") || next == UInt8(ascii: "[") { best = candidate }
        }
        return best.map(NameKey.init)
    }
}
