extension ValidationErrors {
    /// The keys with failures, in first-failure order, in one buffer of their own, shared by
    /// copies of a table until one changes (as an array is).
    ///
    /// An array of entries cost more on every invalid record: its first room was made by
    /// `reserveCapacity`, the standard library's general regrowth (about 190 instructions, of
    /// which the allocation is 80), and freeing it destroyed each entry through the runtime's
    /// generic array destroy and the entry's value witness. Here the first room is one
    /// allocation, the entries are destroyed by code that knows their type, and a table without
    /// failures holds no buffer at all (copying or dropping one retained and released the empty
    /// array's).
    ///
    /// Sendable unchecked: the buffer (a `ManagedBuffer`, which is not) is changed only by the
    /// table that holds the one reference to it; copies of a table share it, and the first to
    /// change copies it.
    @usableFromInline
    struct Entries: RandomAccessCollection, @unchecked Sendable {
        @usableFromInline typealias Indices = Range<Int>

        /// The buffer, `nil` until the first key fails.
        @usableFromInline var storage: Storage?

        /// The number of entries initialized in the buffer (freeing it destroys them) and the
        /// room it was made with.
        @usableFromInline
        struct Counts {
            @usableFromInline var count: Int
            @usableFromInline let capacity: Int
        }

        /// A buffer of entries: its first `count` are initialized.
        @usableFromInline
        final class Storage: ManagedBuffer<Counts, Entry> {
            /// An empty buffer with room for `capacity` entries.
            @usableFromInline
            static func make(capacity: Int) -> Storage {
                unsafeDowncast(create(minimumCapacity: capacity) { _ in Counts(count: 0, capacity: capacity) }, to: Storage.self)
            }

            /// The counts, read and written through a pointer: each use of the class's `header`
            /// property was checked for exclusive access at run time. Valid while the buffer
            /// lives (the table holds it).
            @inlinable var counts: UnsafeMutablePointer<Counts> { withUnsafeMutablePointerToHeader { $0 } }
            /// The first entry, likewise.
            @inlinable var entries: UnsafeMutablePointer<Entry> { withUnsafeMutablePointerToElements { $0 } }

            deinit {
                // One entry at a time, by code that knows the type (a count of them at once
                // goes through the runtime's generic array destroy).
                withUnsafeMutablePointers { counts, entries in
                    for i in 0..<counts.pointee.count { _ = (entries + i).move() }
                }
            }
        }

        @inlinable init() {}

        @inlinable var startIndex: Int { 0 }
        @inlinable var endIndex: Int { storage?.counts.pointee.count ?? 0 }
        @inlinable var count: Int { endIndex }
        @inlinable var isEmpty: Bool { endIndex == 0 }
        @inlinable var indices: Range<Int> { 0..<endIndex }

        /// The entry at `position`; changed in place once the buffer is this table's alone.
        @inlinable
        subscript(position: Int) -> Entry {
            get {
                precondition(position >= 0 && position < endIndex, "ValidationErrors entry out of range")
                return storage.unsafelyUnwrapped.entries[position]
            }
            _modify {
                precondition(position >= 0 && position < endIndex, "ValidationErrors entry out of range")
                makeUnique()
                // The buffer outlives the access: `storage` holds it.
                yield &storage.unsafelyUnwrapped.entries[position]
            }
        }

        /// Adds the entry of a key whose first failure is `error` after the others: the first in
        /// a buffer with room for a few at once (one allocation, not one per growth). The entry
        /// is made where it is kept (made first and passed, the failure was copied once more).
        @usableFromInline
        mutating func append(first error: consuming ValidationError) {
            let count = self.count
            if storage == nil {
                storage = Storage.make(capacity: 4)
            } else if !isKnownUniquelyReferenced(&storage) || storage.unsafelyUnwrapped.counts.pointee.capacity == count {
                reallocate(capacity: Swift.max(4, count * 2))
            }
            let buffer = storage.unsafelyUnwrapped
            (buffer.entries + count).initialize(to: Entry(error))
            buffer.counts.pointee.count = count + 1
        }

        /// Makes the buffer this table's alone, copying the entries when it is shared.
        @inlinable
        mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { reallocate(capacity: storage?.counts.pointee.capacity ?? 0) }
        }

        /// Moves the entries (copies them, when the buffer is shared) into a new buffer with
        /// room for `capacity`.
        @usableFromInline
        mutating func reallocate(capacity: Int) {
            let isUnique = isKnownUniquelyReferenced(&storage)
            let new = Storage.make(capacity: capacity)
            if let old = storage {
                let count = old.counts.pointee.count
                if isUnique {
                    new.entries.moveInitialize(from: old.entries, count: count)
                    old.counts.pointee.count = 0
                } else {
                    new.entries.initialize(from: old.entries, count: count)
                }
                new.counts.pointee.count = count
            }
            storage = new
        }

        /// Removes every entry, keeping the buffer when it is this table's alone.
        @usableFromInline
        mutating func removeAll() {
            guard isKnownUniquelyReferenced(&storage), let buffer = storage else {
                storage = nil
                return
            }
            buffer.withUnsafeMutablePointers { counts, entries in
                let count = counts.pointee.count
                counts.pointee.count = 0
                for i in 0..<count { _ = (entries + i).move() }
            }
        }
    }
}
