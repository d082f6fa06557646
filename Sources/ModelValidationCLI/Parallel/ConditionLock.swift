#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex with two condition variables, for the threads of ``WorkerPool``.
///
/// `@unchecked Sendable`: the mutex and conditions live at fixed heap addresses for the lock's
/// lifetime and are only used through the POSIX calls, which are safe from any thread.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let conditions = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 2)

    /// Which of the two conditions to wait for or signal.
    enum Condition: Int {
        case first = 0, second = 1
    }

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(conditions, nil)
        pthread_cond_init(conditions + 1, nil)
    }

    deinit {
        pthread_cond_destroy(conditions + 1)
        pthread_cond_destroy(conditions)
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits for `condition` to be signalled; call it holding the lock (inside ``withLock(_:)``),
    /// in a loop that checks what it waits for.
    func wait(for condition: Condition) {
        pthread_cond_wait(conditions + condition.rawValue, mutex)
    }

    /// Wakes every thread waiting for `condition`.
    func broadcast(_ condition: Condition) {
        pthread_cond_broadcast(conditions + condition.rawValue)
    }

    /// Wakes one thread waiting for `condition` (if any is): for news that only one thread can
    /// act on, so that the others do not wake to take the lock and wait again.
    func signal(_ condition: Condition) {
        pthread_cond_signal(conditions + condition.rawValue)
    }
}
