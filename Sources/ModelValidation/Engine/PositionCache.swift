import ModelValidationLocks

/// Attribute positions of a plan, and the plan compiled for them, by model type (and, for
/// models whose attributes are their own, by list of names), shared by the threads that
/// validate with the plan.
///
/// A plan is used by one or a few models, so the entries are searched one by one; beyond
/// ``limit`` entries, they are made per validation, as without the cache.
@usableFromInline
final class PositionCache: Sendable {
    /// One model type, or one list of names, its positions and the plan compiled for them.
    @usableFromInline
    struct Entry: Sendable {
        let type: ObjectIdentifier
        /// Held, so that its storage is not freed and reused for other names while cached.
        let names: [String]?
        @usableFromInline let positions: SlotPositions
        /// The plan compiled for those positions.
        @usableFromInline let program: InPlaceProgram

        /// Whether the entry is for `type` and the very same list of names (by its storage).
        func matches(_ type: ObjectIdentifier, _ names: [String]?) -> Bool {
            guard type == self.type else { return false }
            switch (names, self.names) {
            case (nil, nil): return true
            case let (given?, kept?):
                return given.sharesStorage(with: kept)
            default: return false
            }
        }
    }

    /// An entry as an object: the first one is read without the lock, and a validation holds
    /// on to its entry while it runs the entry's program. Immutable (unchecked: ``positions``
    /// is memory it owns and only reads).
    @usableFromInline
    final class Published: @unchecked Sendable {
        @usableFromInline let entry: Entry
        /// The entry's positions, where the engine's loop reads them: passed as a pointer to the
        /// entry's own, they were copied to the stack first (nearly a hundred bytes) on every
        /// validation.
        @usableFromInline let positions: UnsafePointer<SlotPositions>

        @usableFromInline init(_ entry: Entry) {
            self.entry = entry
            let positions = UnsafeMutablePointer<SlotPositions>.allocate(capacity: 1)
            positions.initialize(to: entry.positions)
            self.positions = UnsafePointer(positions)
        }

        deinit {
            UnsafeMutablePointer(mutating: positions).deinitialize(count: 1).deallocate()
        }
    }

    /// The most entries kept.
    static let limit = 16

    /// The first entry kept, read without the lock: a plan is nearly always used by one model
    /// type (or one template's list of names), and locking for it cost about a hundred
    /// instructions a validation (and two threads validating took turns at one lock).
    private let first = PublishedOnce<Published>()
    /// The others.
    private let entries = Locked<[Published]>([])

    /// The number of entries kept.
    var count: Int { entries.withLock { $0.count } + first.withValue { $0 == nil ? 0 : 1 } }

    /// The first entry when it is the one for `type` and `names`, with no reference counted:
    /// this cache keeps it as long as it lives.
    func unretainedFirst(for type: ObjectIdentifier, names: [String]?) -> Unmanaged<Published>? {
        guard let found = first.unretainedValue, found._withUnsafeGuaranteedRef({ $0.entry.matches(type, names) }) else {
            return nil
        }
        return found
    }

    /// The entry kept for `type` and `names`, or the one `resolve` gives (then kept while there
    /// is room).
    func entry(for type: ObjectIdentifier, names: [String]?, resolve: () -> Entry) -> Published {
        if let found = first.value, found.entry.matches(type, names) { return found }
        if let found = entries.withLock({ $0.first { $0.entry.matches(type, names) } }) { return found }
        let resolved = Published(resolve())
        // The first entry is published once; when another thread published first, this one
        // joins the others (unless the same, which both resolved at once).
        if first.publish(resolved) { return resolved }
        if first.withValue({ $0?.entry.matches(type, names) == true }) { return resolved }
        entries.withLock {
            if $0.count < Self.limit - 1 && !$0.contains(where: { $0.entry.matches(type, names) }) {
                $0.append(resolved)
            }
        }
        return resolved
    }
}
