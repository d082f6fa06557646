#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif os(Windows)
import WinSDK
#endif

/// A value guarded by a lock: the one place the package locks.
///
/// Every shared mutable state of the package (the time-zone cache, live models, validated
/// fields, the in-memory record store) lives in one of these, so that how the package locks can
/// change in this file alone.
///
/// It is a POSIX mutex (`pthread_mutex_t`) on Apple platforms, Linux and Android, and a slim
/// reader/writer lock on Windows: both exist on every system the package supports (macOS 13,
/// iOS 16 and their siblings included), where the standard library's `Mutex` needs macOS 15 /
/// iOS 18. The mutex lives in its own allocation, so its address never moves.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// counter.withLock { $0 }  // 1
/// ```
///
/// The lock is not recursive: calling ``withLock(_:)`` again from inside the closure on the same
/// object deadlocks.
package final class Locked<State>: @unchecked Sendable {
    // @unchecked: `state` is only read or written between lock and unlock of `mutex`, and the
    // class is only handed across threads when `State` is `Sendable` (see `init`).
    // Unchecked: only touched between lock and unlock, which already excludes other access;
    // the runtime check cost more than the lock.
    @exclusivity(unchecked) @usableFromInline var state: State
    #if os(Windows)
    @usableFromInline let mutex: UnsafeMutablePointer<SRWLOCK>
    #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Creates the lock around an initial value.
    ///
    /// - Parameter state: The value to guard.
    package init(_ state: State) where State: Sendable {
        self.state = state
        mutex = .allocate(capacity: 1)
        #if os(Windows)
        InitializeSRWLock(mutex)
        #else
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
        #endif
    }

    deinit {
        #if !os(Windows)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// - Parameter body: Reads or changes the value; it must not call back into this lock.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the lock is released either way.
    // Inlinable so that the body is inlined at its call sites: a generic call across modules
    // cost more than the lock itself.
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        #if os(Windows)
        AcquireSRWLockExclusive(mutex)
        defer { ReleaseSRWLockExclusive(mutex) }
        #else
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&state)
    }
}
