internal import CModelValidationAtomics

/// A reference set at most once and read without a lock: for a cache whose first entry is
/// nearly always the one asked for, read on every validation by every thread.
///
/// Setting it publishes the object with release ordering and reading it acquires, so a thread
/// that sees the reference sees the object as it was built (its `let`s). It is never replaced:
/// the first ``publish(_:)`` wins, later ones return `false`.
///
/// ```swift
/// let first = PublishedOnce<Box>()
/// first.publish(Box(42))        // true
/// first.publish(Box(7))         // false: already set
/// first.withValue { $0?.value } // 42
/// ```
package final class PublishedOnce<Value: AnyObject & Sendable>: @unchecked Sendable {
    // @unchecked: the word is only read and written through the atomic operations, and the
    // object it points to is `Sendable` and never changed by this class.
    /// The object's address (retained by this class), or 0.
    private let word: UnsafeMutablePointer<UInt>

    /// An empty reference.
    package init() {
        word = .allocate(capacity: 1)
        word.initialize(to: 0)
    }

    deinit {
        let bits = mv_atomic_load_acquire(word)
        if bits != 0, let address = UnsafeRawPointer(bitPattern: bits) {
            Unmanaged<Value>.fromOpaque(address).release()
        }
        word.deallocate()
    }

    /// Calls `body` with the object (`nil` until one is published), borrowed: no reference is
    /// counted for the read.
    package func withValue<R>(_ body: (Value?) -> R) -> R {
        guard let value = unretainedValue else { return body(nil) }
        return value._withUnsafeGuaranteedRef { body($0) }
    }

    /// The object (`nil` until one is published), with a reference counted for the caller: a
    /// read without a closure, which a caller in another module calls directly (the generic
    /// ``withValue(_:)`` is not specialized for it there).
    package var value: Value? { unretainedValue?.takeUnretainedValue() }

    /// The object (`nil` until one is published), with no reference counted: valid while this
    /// reference lives, which keeps the object.
    package var unretainedValue: Unmanaged<Value>? {
        let bits = mv_atomic_load_acquire(word)
        guard bits != 0, let address = UnsafeRawPointer(bitPattern: bits) else { return nil }
        return Unmanaged<Value>.fromOpaque(address)
    }

    /// Publishes `value` unless an object was published before.
    ///
    /// - Returns: Whether `value` is now the object.
    @discardableResult
    package func publish(_ value: Value) -> Bool {
        let retained = Unmanaged.passRetained(value)
        if mv_atomic_compare_exchange_release(word, 0, UInt(bitPattern: retained.toOpaque())) { return true }
        retained.release()
        return false
    }
}
